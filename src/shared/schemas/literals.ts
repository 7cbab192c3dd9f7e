// Literal lists the web app's first pages show (entry types, cadence words), without zod: a
// module that defines schemas pulls the whole of zod (about 25 KiB compressed) into every page
// that imports anything from it. The schema modules re-export these, so either import works.

export const entryTypes = ['meeting', 'reflection', 'idea', 'article', 'memory', 'conversation'] as const;
export type EntryType = (typeof entryTypes)[number];

/**
 * How often to keep in touch with a connection: every 1, 2 or 4 weeks, 2, 3 or 6 months, a year,
 * or not at all. A fixed list rather than a number of days, so "every month" stays a calendar month
 * (docs/decisions/025-today-and-keep-in-touch.md).
 */
export const keepInTouchCadences = ['none', '1w', '2w', '4w', '2m', '3m', '6m', '1y'] as const;
export type KeepInTouchCadence = (typeof keepInTouchCadences)[number];

/** The words the UI shows for each cadence. */
export const cadenceLabels: Record<KeepInTouchCadence, string> = {
  none: 'No reminder',
  '1w': 'Every week',
  '2w': 'Every 2 weeks',
  '4w': 'Every 4 weeks',
  '2m': 'Every 2 months',
  '3m': 'Every 3 months',
  '6m': 'Every 6 months',
  '1y': 'Every year',
};
