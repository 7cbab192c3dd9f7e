/**
 * The dates of ARCHITECTURE.md section 6 that the dashboard shows ('MMM d, yyyy', 'MMMM d, yyyy',
 * 'h:mm a', 'yyyy-MM-dd', and Today's 'EEEE, MMMM d', 'EEEE' and 'MMM d'), written out by hand instead of with date-fns' `format`: the same English
 * text (date-words.test.ts compares them), without its 5 KiB in the signed-in shell, and without
 * Intl, whose first formatter costs a phone about 50 ms while the dashboard renders (decision 039).
 * In the browser's own time zone, as `format` is.
 */

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const monthOf = (date: Date) => months[date.getMonth()] as string;

/** 'Jan 5, 2026' (date-fns 'MMM d, yyyy'). */
export const shortDateWords = (date: Date) =>
  `${monthOf(date).slice(0, 3)} ${date.getDate()}, ${pad(date.getFullYear(), 4)}`;

/** 'January 5, 2026' (date-fns 'MMMM d, yyyy'). */
export const longDateWords = (date: Date) =>
  `${monthOf(date)} ${date.getDate()}, ${pad(date.getFullYear(), 4)}`;

/** 'Monday' (date-fns 'EEEE'). */
export const weekdayWords = (date: Date) => weekdays[date.getDay()] as string;

/** 'Jan 5' (date-fns 'MMM d'). */
export const monthDayWords = (date: Date) => `${monthOf(date).slice(0, 3)} ${date.getDate()}`;

/** 'Monday, January 5' (date-fns 'EEEE, MMMM d'). */
export const weekdayMonthDayWords = (date: Date) =>
  `${weekdayWords(date)}, ${monthOf(date)} ${date.getDate()}`;

/** '3:05 PM' (date-fns 'h:mm a'). */
export const clockWords = (date: Date) =>
  `${date.getHours() % 12 || 12}:${pad(date.getMinutes(), 2)} ${date.getHours() < 12 ? 'AM' : 'PM'}`;

/** '2026-01-05', the local calendar day (date-fns 'yyyy-MM-dd'). */
export const localDay = (date: Date) =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
