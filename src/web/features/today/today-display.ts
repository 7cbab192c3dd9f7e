import { cadenceLabels } from '../../../shared/schemas/literals.ts';
import type { ComingUpItem, ReachOutItem } from '../../../shared/schemas/today.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "1 year ago", "3 years ago". */
export const yearsAgoLabel = (years: number) => `${plural(years, 'year')} ago`;

/** A local day ('YYYY-MM-DD') read in words, without any time zone shift. */
function dayOf(date: string) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

// Formatters made once: `toLocaleDateString` with options builds a new one on every call, which
// was the largest single cost of drawing Today on a slow phone.
const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const weekdayOnly = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
const monthDayUtc = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const monthDayYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export const formatLongDay = (date: string) => longDay.format(dayOf(date));

/** "today", "tomorrow", "on Friday" (within a week), else "on Dec 2". */
export function whenLabel(item: Pick<ComingUpItem, 'on' | 'in_days'>): string {
  if (item.in_days === 0) return 'today';
  if (item.in_days === 1) return 'tomorrow';
  return `on ${(item.in_days < 7 ? weekdayOnly : monthDayUtc).format(dayOf(item.on))}`;
}

/** "Maya's birthday" (a first name, the label in lower case), "Anniversary" for non-people. */
export function dateTitle(item: ComingUpItem): string {
  const first =
    item.connection.type === 'person' ? item.connection.name.split(/\s+/)[0] : item.connection.name;
  const label = item.label.charAt(0).toLowerCase() + item.label.slice(1);
  return `${first}${first?.endsWith('s') ? '’' : '’s'} ${label}`;
}

/** A date-time in the app's short form: "Nov 17" this year, else "Nov 17, 2024". */
export function shortDate(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return (date.getFullYear() === now.getFullYear() ? monthDay : monthDayYear).format(date);
}

/** "4 memories · last together Nov 17", or "No memories yet". */
export function memoriesLine(item: ComingUpItem): string {
  if (item.entry_count === 0) return 'No memories yet';
  const last = item.last_together_at ? ` · last together ${shortDate(item.last_together_at)}` : '';
  return `${plural(item.entry_count, 'memory', 'memories')}${last}`;
}

/** "Every 2 weeks · last contact Oct 3 · 12 days overdue". */
export function reachOutLine(item: ReachOutItem): string {
  const last = item.last_contact_at
    ? `last contact ${shortDate(item.last_contact_at)}`
    : 'no contact written yet';
  const overdue = item.overdue_days === 0 ? 'due today' : `${plural(item.overdue_days, 'day')} overdue`;
  return `${cadenceLabels[item.keep_in_touch]} · ${last} · ${overdue}`;
}
