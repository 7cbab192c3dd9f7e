import { describe, expect, it } from 'vitest';
import { expandIcs } from '../../test/expand-ics.ts';
import { importantDatesCalendar } from './ics.ts';

const connection = (importantDates: { label: string; date: string }[]) => ({
  id: '0b9a3c1e-6a43-4d2f-9a7e-2f1f2b0c4d11',
  name: 'Ann, "Annie" Lee',
  importantDates,
  updatedAt: new Date('2026-01-02T03:04:05Z'),
});

describe('important dates as iCalendar', () => {
  it('keeps a year-less birthday (--MM-DD) every year', () => {
    const text = importantDatesCalendar(
      [connection([{ label: 'Birthday', date: '--04-12' }])],
      'https://m.example',
    );
    const [event] = expandIcs(text, '2025-01-01', '2027-12-31');
    expect(event).toMatchObject({
      summary: 'Ann, "Annie" Lee: Birthday',
      allDay: true,
      days: ['2025-04-12', '2026-04-12', '2027-04-12'],
    });
  });

  it('puts a year-less February 29 on the last day of February', () => {
    const text = importantDatesCalendar(
      [connection([{ label: 'Birthday', date: '--02-29' }])],
      'https://m.example',
    );
    expect(expandIcs(text, '2027-01-01', '2028-12-31')[0]?.days).toEqual(['2027-02-28', '2028-02-29']);
  });

  it('leaves out a date no calendar has, and keeps the rest', () => {
    const text = importantDatesCalendar(
      [
        connection([
          { label: 'Bad', date: '2023-02-30' },
          { label: 'Good', date: '2020-10-01' },
        ]),
      ],
      'https://m.example',
    );
    expect(expandIcs(text, '2026-01-01', '2026-12-31').map((e) => [e.summary, e.days])).toEqual([
      ['Ann, "Annie" Lee: Good', ['2026-10-01']],
    ]);
  });

  it('gives two dates with one label their own stable UIDs', () => {
    const dates = [
      { label: 'Visit', date: '2020-05-01' },
      { label: 'visit', date: '2021-07-01' },
    ];
    const first = expandIcs(
      importantDatesCalendar([connection(dates)], 'https://m.example'),
      '2026-01-01',
      '2026-12-31',
    );
    const again = expandIcs(
      importantDatesCalendar([connection(dates)], 'https://other.example'),
      '2026-01-01',
      '2026-12-31',
    );
    expect(new Set(first.map((e) => e.uid)).size).toBe(2);
    expect(again.map((e) => e.uid)).toEqual(first.map((e) => e.uid));
  });
});
