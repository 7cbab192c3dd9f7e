import { describe, expect, it } from 'vitest';
import { defaultKindSettings, type KindSettings } from '../../../shared/schemas/notifications.ts';
import { dueKinds, localTimeAt } from './scheduler.ts';

// Important dates at 08:00 (the default), on every day: the reminder falls due at 08:00 local time.
const kinds: KindSettings = { ...defaultKindSettings };
const dueAt = (utc: string, zone: string) =>
  dueKinds(kinds, localTimeAt(new Date(utc), zone)).includes('important_dates');

describe('reminders fall due at the person’s local time, daylight saving included', () => {
  it('Pacific/Auckland 08:00: NZDT (UTC+13) until 5 April 2026, NZST (UTC+12) after', () => {
    // 2026-04-04 is still daylight time (UTC+13): 08:00 local is 19:00 UTC the day before.
    expect(dueAt('2026-04-03T18:59:00Z', 'Pacific/Auckland')).toBe(false);
    expect(dueAt('2026-04-03T19:00:00Z', 'Pacific/Auckland')).toBe(true);
    expect(localTimeAt(new Date('2026-04-03T19:00:00Z'), 'Pacific/Auckland').date).toBe('2026-04-04');
    // Daylight time ends 5 April 03:00; on 6 April 08:00 local is 20:00 UTC the day before.
    expect(dueAt('2026-04-05T19:30:00Z', 'Pacific/Auckland')).toBe(false);
    expect(dueAt('2026-04-05T20:00:00Z', 'Pacific/Auckland')).toBe(true);
    expect(localTimeAt(new Date('2026-04-05T20:00:00Z'), 'Pacific/Auckland')).toMatchObject({
      date: '2026-04-06',
      minutes: 8 * 60,
    });
  });

  it('America/Los_Angeles 08:00: PST (UTC-8) before 8 March 2026, PDT (UTC-7) after', () => {
    expect(dueAt('2026-03-07T15:59:00Z', 'America/Los_Angeles')).toBe(false);
    expect(dueAt('2026-03-07T16:00:00Z', 'America/Los_Angeles')).toBe(true);
    // After the change 08:00 PDT is 15:00 UTC: an hour earlier in UTC, the same on the wall clock.
    expect(dueAt('2026-03-09T14:59:00Z', 'America/Los_Angeles')).toBe(false);
    expect(dueAt('2026-03-09T15:00:00Z', 'America/Los_Angeles')).toBe(true);
    expect(localTimeAt(new Date('2026-03-09T15:00:00Z'), 'America/Los_Angeles')).toMatchObject({
      date: '2026-03-09',
      weekday: 1,
      minutes: 8 * 60,
    });
  });

  it('one UTC instant is morning in one zone and the evening before in the other', () => {
    const instant = '2026-06-01T15:00:00Z';
    expect(localTimeAt(new Date(instant), 'America/Los_Angeles')).toMatchObject({
      date: '2026-06-01',
      minutes: 8 * 60,
    });
    expect(localTimeAt(new Date(instant), 'Pacific/Auckland')).toMatchObject({
      date: '2026-06-02',
      minutes: 3 * 60,
    });
    expect(dueAt(instant, 'America/Los_Angeles')).toBe(true);
    expect(dueAt(instant, 'Pacific/Auckland')).toBe(false);
  });

  it('honours weekdays, switches and empty channel lists, and gives up on a day long past its time', () => {
    const monday9 = localTimeAt(new Date('2026-03-09T16:00:00Z'), 'America/Los_Angeles'); // Monday 09:00
    // Monday 09:00: important dates (daily, from 08:00) and the keep-in-touch roll-up (Mondays 09:00).
    expect(dueKinds(kinds, monday9)).toEqual(['important_dates', 'keep_in_touch']);
    const journaling = { ...kinds.journaling, enabled: true, time: '09:00', weekdays: [1] };
    expect(dueKinds({ ...kinds, journaling }, monday9)).toContain('journaling');
    expect(dueKinds({ ...kinds, journaling: { ...journaling, weekdays: [2] } }, monday9)).not.toContain(
      'journaling',
    );
    expect(dueKinds({ ...kinds, journaling: { ...journaling, channels: [] } }, monday9)).not.toContain(
      'journaling',
    );
    const lateEvening = localTimeAt(new Date('2026-03-10T06:30:00Z'), 'America/Los_Angeles'); // 23:30
    expect(dueKinds(kinds, lateEvening)).toEqual([]);
  });
});

describe('a reminder whose time came before the account was made', () => {
  // Sunday 15 March 2026 in UTC: the weekly digest's default is Sundays at 18:00.
  const sunday = (time: string) => localTimeAt(new Date(`2026-03-15T${time}:00Z`), 'UTC');

  it('is not due on the day the account was made, and is due when it came after', () => {
    expect(dueKinds(kinds, sunday('22:30'))).toContain('weekly_digest');
    // Made at 22:00 that Sunday: 18:00 had passed before there was anyone to remind.
    expect(dueKinds(kinds, sunday('22:30'), 22 * 60)).not.toContain('weekly_digest');
    // Made at 17:00: the 18:00 digest came after, so it is sent.
    expect(dueKinds(kinds, sunday('18:30'), 17 * 60)).toContain('weekly_digest');
    // Made at 18:00 exactly: the reminder of that minute is still theirs.
    expect(dueKinds(kinds, sunday('18:00'), 18 * 60)).toContain('weekly_digest');
  });
});
