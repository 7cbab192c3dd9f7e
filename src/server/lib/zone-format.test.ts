import { describe, expect, it } from 'vitest';
import { zoneFormat } from './zone-format.ts';

describe('zoneFormat', () => {
  const dayAndHour = { month: 'short', day: 'numeric', hour: '2-digit', hourCycle: 'h23' } as const;
  const instant = new Date('2026-03-29T00:30:00Z');

  it('formats in the zone it was asked for, and hands the same format back the next time', () => {
    const paris = zoneFormat('Europe/Paris', dayAndHour);
    expect(paris.format(instant)).toBe('Mar 29, 01');
    expect(zoneFormat('America/New_York', dayAndHour).format(instant)).toBe('Mar 28, 20');
    expect(zoneFormat('Europe/Paris', { ...dayAndHour })).toBe(paris);
    expect(zoneFormat('Europe/Paris', { month: 'short' })).not.toBe(paris);
  });

  it('throws for a zone the runtime does not know, every time', () => {
    for (let i = 0; i < 2; i++) expect(() => zoneFormat('Mars/Olympus', dayAndHour)).toThrow(RangeError);
  });
});
