import { format, isValid, parseISO } from 'date-fns';

/** A digest's period as 'MMM d, yyyy – MMM d, yyyy' (PRODUCT-SPEC: digest range display). */
export function formatDigestRange(
  range: { start?: string | null; end?: string | null } | null | undefined,
): string {
  if (!range || (!range.start && !range.end)) return 'Custom range';
  const start = range.start ? parseISO(range.start) : null;
  const end = range.end ? parseISO(range.end) : null;
  if (!start || !end || !isValid(start) || !isValid(end)) return 'Invalid date range';
  return `${format(start, 'MMM d, yyyy')} – ${format(end, 'MMM d, yyyy')}`;
}
