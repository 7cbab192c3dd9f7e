import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clockWords,
  localDay,
  longDateWords,
  monthDayWords,
  shortDateWords,
  weekdayMonthDayWords,
  weekdayWords,
} from './date-words.ts';

// Any moment from year 1000 to 9999, in the test process's own time zone (as in the browser).
const moments = fc.date({
  min: new Date('1000-01-01T00:00:00Z'),
  max: new Date('9999-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('date words read as the date-fns formats they replace', () => {
  it("'MMM d, yyyy', 'MMMM d, yyyy', 'h:mm a', 'yyyy-MM-dd', 'EEEE', 'MMM d' and 'EEEE, MMMM d'", () => {
    fc.assert(
      fc.property(moments, (date) => {
        expect(shortDateWords(date)).toBe(format(date, 'MMM d, yyyy'));
        expect(longDateWords(date)).toBe(format(date, 'MMMM d, yyyy'));
        expect(clockWords(date)).toBe(format(date, 'h:mm a'));
        expect(localDay(date)).toBe(format(date, 'yyyy-MM-dd'));
        expect(weekdayWords(date)).toBe(format(date, 'EEEE'));
        expect(monthDayWords(date)).toBe(format(date, 'MMM d'));
        expect(weekdayMonthDayWords(date)).toBe(format(date, 'EEEE, MMMM d'));
      }),
      { numRuns: 500 },
    );
  });

  it('midnight and noon, and every month of a year', () => {
    expect(clockWords(new Date(2026, 0, 5, 0, 7))).toBe('12:07 AM');
    expect(clockWords(new Date(2026, 0, 5, 12, 0))).toBe('12:00 PM');
    for (let month = 0; month < 12; month++) {
      const date = new Date(2026, month, 9, 15, 30);
      expect(shortDateWords(date)).toBe(format(date, 'MMM d, yyyy'));
      expect(longDateWords(date)).toBe(format(date, 'MMMM d, yyyy'));
    }
  });
});
