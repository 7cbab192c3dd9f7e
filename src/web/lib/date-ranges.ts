import { format, startOfYear, subDays, subMonths, subYears } from 'date-fns';

/** Ranges offered by Insights and the relationship graph, ending today. */
export const rangePresets = [
  { value: '30d', label: 'Last 30 days', start: (today: Date) => subDays(today, 29) },
  { value: '3m', label: 'Last 3 months', start: (today: Date) => subDays(subMonths(today, 3), -1) },
  { value: '12m', label: 'Last 12 months', start: (today: Date) => subDays(subYears(today, 1), -1) },
  { value: 'year', label: 'This year', start: (today: Date) => startOfYear(today) },
  { value: '3y', label: 'Last 3 years', start: (today: Date) => subDays(subYears(today, 3), -1) },
] as const;
export type RangePreset = (typeof rangePresets)[number]['value'];

const day = (d: Date) => format(d, 'yyyy-MM-dd');

/** The preset's local days, from its first day to today. */
export function presetRange(value: RangePreset, today = new Date()): { from: string; to: string } {
  const preset = rangePresets.find((p) => p.value === value) ?? rangePresets[2];
  return { from: day(preset.start(today)), to: day(today) };
}

export const isRangePreset = (value: string | null): value is RangePreset =>
  rangePresets.some((p) => p.value === value);
