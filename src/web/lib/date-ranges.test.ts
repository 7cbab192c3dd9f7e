import { describe, expect, it } from 'vitest';
import { presetRange } from './date-ranges.ts';

// Local noon, so the day is the same in any zone the suite runs in.
const on = (y: number, m: number, d: number) => new Date(y, m - 1, d, 12);

describe('presetRange', () => {
  it('the last 12 months start a year ago tomorrow', () => {
    expect(presetRange('12m', on(2026, 11, 15))).toEqual({ from: '2025-11-16', to: '2026-11-15' });
  });

  it("on a month's last day the last 12 months are twelve whole months", () => {
    expect(presetRange('12m', on(2026, 11, 30))).toEqual({ from: '2025-12-01', to: '2026-11-30' });
    expect(presetRange('12m', on(2028, 2, 29))).toEqual({ from: '2027-03-01', to: '2028-02-29' });
  });

  it('the other presets end today too', () => {
    const today = on(2026, 3, 31);
    expect(presetRange('30d', today)).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    expect(presetRange('3m', today)).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(presetRange('year', today)).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(presetRange('3y', today)).toEqual({ from: '2023-04-01', to: '2026-03-31' });
  });
});
