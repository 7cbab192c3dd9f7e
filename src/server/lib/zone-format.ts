import { kept } from './kept.ts';

/**
 * Date formats by time zone, each made once: making an `Intl.DateTimeFormat` costs about 0.1 ms
 * (ICU loads the zone and the locale's patterns), formatting with one a microsecond or two. The
 * reminder scheduler reads the local time of every person with reminders each tick, and a
 * connection's page its last twelve months: many people share a few zones. A zone the runtime does
 * not know throws, as `new Intl.DateTimeFormat` does, and is not kept; so the formats kept are at
 * most the runtime's zones times the few shapes asked for.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/** The format of `options` (without the zone) in `timeZone`, for the `en-US` locale. */
export function zoneFormat(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(
    formats,
    `${timeZone} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat('en-US', { ...options, timeZone }),
  );
}
