import { expect, it } from 'vitest';
import { formatLongDay, shortDate, whenLabel } from './today-display.ts';

it('reads days and dates in the app’s words', () => {
  expect(formatLongDay('2026-11-28')).toBe('Saturday, November 28');
  expect(whenLabel({ on: '2026-11-28', in_days: 0 })).toBe('today');
  expect(whenLabel({ on: '2026-11-29', in_days: 1 })).toBe('tomorrow');
  expect(whenLabel({ on: '2026-12-04', in_days: 6 })).toBe('on Friday');
  expect(whenLabel({ on: '2026-12-12', in_days: 14 })).toBe('on Dec 12');
  const now = new Date(2026, 10, 28, 12);
  expect(shortDate(new Date(2026, 10, 17, 9).toISOString(), now)).toBe('Nov 17');
  expect(shortDate(new Date(2024, 10, 17, 9).toISOString(), now)).toBe('Nov 17, 2024');
});
