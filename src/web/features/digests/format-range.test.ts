import { describe, expect, it } from 'vitest';
import { formatDigestRange } from './format-range.ts';

describe('formatDigestRange', () => {
  it("shows 'MMM d, yyyy – MMM d, yyyy'", () => {
    expect(formatDigestRange({ start: '2026-03-01T12:00:00', end: '2026-03-08T12:00:00' })).toBe(
      'Mar 1, 2026 – Mar 8, 2026',
    );
  });
  it("says 'Custom range' when the range is missing", () => {
    expect(formatDigestRange(null)).toBe('Custom range');
    expect(formatDigestRange({})).toBe('Custom range');
  });
  it("says 'Invalid date range' when a date is not a date", () => {
    expect(formatDigestRange({ start: 'soon', end: '2026-03-08T12:00:00' })).toBe('Invalid date range');
    expect(formatDigestRange({ start: '2026-03-01T12:00:00' })).toBe('Invalid date range');
  });
});
