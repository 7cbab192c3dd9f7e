/** The part of Temporal this reads, where the browser has it (Chromium does; Node 20 does not). */
type WithTemporal = { Temporal?: { Now?: { timeZoneId?: () => string } } };

function fromTemporal(): string | undefined {
  try {
    return (globalThis as WithTemporal).Temporal?.Now?.timeZoneId?.() || undefined;
  } catch {
    return undefined;
  }
}

function fromIntl(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The browser's IANA time zone, or undefined when it cannot tell. Temporal answers in under a
 * millisecond; `Intl.DateTimeFormat` first loads ICU's locale data: 16 to 48 ms in Chromium 156
 * here, four times that on a phone as Lighthouse slows it, and the profile sync asks on the first
 * load of every sign-in (docs/decisions/039, "The time zone from Temporal").
 */
export const browserTimeZone = (): string | undefined => fromTemporal() ?? fromIntl();
