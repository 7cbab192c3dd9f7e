import { createHash } from 'node:crypto';
import ICAL from 'ical.js';

export interface DatedConnection {
  id: string;
  name: string;
  importantDates: { label: string; date: string }[];
  updatedAt: Date;
}

/** A year-less date (`--MM-DD`, as vCard writes a birthday without a year) starts in this year. */
const YEARLESS_START = 2000; // a leap year, so --02-29 is a real first day

/**
 * The instance that UIDs are scoped to. A UID names the connection and the date's label, not the
 * date or the feed's token, so an edited date updates the event and a new token changes nothing.
 */
const uidOf = (connectionId: string, label: string, nth: number) =>
  `${createHash('sha256').update(`${connectionId}\u0000${label.trim().toLowerCase()}\u0000${nth}`).digest('hex').slice(0, 32)}@memento`;

function startAndRule(date: string) {
  const m = /^(\d{4}|-)-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const year = m[1] === '-' ? YEARLESS_START : Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const start = ICAL.Time.fromData({ year, month, day, isDate: true });
  if (start.month !== month || start.day !== day) return null; // 2023-02-30 and the like
  // February 29 falls on the last day of February in other years (the 28th), so the day is kept
  // every year rather than skipped three years in four (RFC 5545 drops invalid dates otherwise).
  const rule =
    month === 2 && day === 29
      ? ICAL.Recur.fromData({ freq: 'YEARLY', bymonth: [2], bymonthday: [-1] })
      : ICAL.Recur.fromData({ freq: 'YEARLY' });
  return { start, rule };
}

const stamp = (d: Date) => ICAL.Time.fromJSDate(d, true);

/**
 * Every important date of the connections as an all-day yearly event, one calendar (RFC 5545),
 * written by ical.js: the summary names the connection, the URL links back to it in Memento.
 */
export function importantDatesCalendar(connections: DatedConnection[], appUrl: string): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('prodid', '-//Memento//Important dates//EN');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('x-wr-calname', 'Memento: important dates');
  // Subscribed calendars refresh about twice a day; a date added today shows by tomorrow.
  calendar
    .addPropertyWithValue('refresh-interval', ICAL.Duration.fromString('PT12H'))
    .setParameter('value', 'DURATION');
  calendar.addPropertyWithValue('x-published-ttl', 'PT12H');
  for (const c of connections) {
    const seen = new Map<string, number>();
    for (const { label, date } of c.importantDates) {
      const when = startAndRule(date);
      if (!when) continue;
      const key = label.trim().toLowerCase();
      const nth = (seen.get(key) ?? 0) + 1;
      seen.set(key, nth);
      const event = new ICAL.Component('vevent');
      event.addPropertyWithValue('uid', uidOf(c.id, label, nth));
      event.addPropertyWithValue('dtstamp', stamp(c.updatedAt));
      event.addPropertyWithValue('dtstart', when.start);
      event.addPropertyWithValue('rrule', when.rule);
      event.addPropertyWithValue('summary', `${c.name}: ${label}`);
      event.addPropertyWithValue('url', `${appUrl}/connections/${c.id}`);
      event.addPropertyWithValue('transp', 'TRANSPARENT');
      calendar.addSubcomponent(event);
    }
  }
  return calendar.toString();
}
