import { cadenceLabels } from '../../../shared/schemas/literals.ts';
import type { ComingUpItem, ReachOutItem } from '../../../shared/schemas/today.ts';
import { monthDayWords, shortDateWords, weekdayMonthDayWords, weekdayWords } from '../../lib/date-words.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "1 year ago", "3 years ago". */
export const yearsAgoLabel = (years: number) => `${plural(years, 'year')} ago`;

/** A local day ('YYYY-MM-DD') as local midnight of that day, so the date words read that very day. */
function dayOf(date: string) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

// Written out by date-words, not Intl: the five formatters Today needed cost a slow phone about
// 50 ms to make while the dashboard first draws (decision 039).
export const formatLongDay = (date: string) => weekdayMonthDayWords(dayOf(date));

/** "today", "tomorrow", "on Friday" (within a week), else "on Dec 2". */
export function whenLabel(item: Pick<ComingUpItem, 'on' | 'in_days'>): string {
  if (item.in_days === 0) return 'today';
  if (item.in_days === 1) return 'tomorrow';
  const day = dayOf(item.on);
  return `on ${item.in_days < 7 ? weekdayWords(day) : monthDayWords(day)}`;
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
  return date.getFullYear() === now.getFullYear() ? monthDayWords(date) : shortDateWords(date);
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
