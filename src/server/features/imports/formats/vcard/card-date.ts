/**
 * A vCard date as Memento's date: `YYYY-MM-DD`, or `--MM-DD` for a date without a year; null when
 * it is not a date (the field is reported and the rest of the card kept).
 */
export function cardDate(value: string): string | null {
  const v = value.trim();
  const full = /^(\d{4})-?(\d{2})-?(\d{2})(?:T.*)?$/.exec(v);
  const noYear = /^--(\d{2})-?(\d{2})(?:T.*)?$/.exec(v);
  const [month, day, year] = full ? [full[2], full[3], full[1]] : noYear ? [noYear[1], noYear[2], null] : [];
  if (!month || !day) return null;
  const check = new Date(Date.UTC(year ? Number(year) : 2000, Number(month) - 1, Number(day)));
  if (check.getUTCMonth() !== Number(month) - 1 || check.getUTCDate() !== Number(day)) return null;
  return year ? `${year}-${month}-${day}` : `--${month}-${day}`;
}
