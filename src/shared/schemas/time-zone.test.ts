import { describe, expect, it } from 'vitest';
import { isTimeZone } from './time-zone.ts';

describe('isTimeZone', () => {
  it('accepts the zones the runtime knows, asked once or many times', () => {
    for (let i = 0; i < 3; i++) {
      expect(isTimeZone('Europe/Paris')).toBe(true);
      expect(isTimeZone('UTC')).toBe(true);
      expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    }
  });

  it('refuses numeric offsets, unknown names and text that is no zone name, every time', () => {
    isTimeZone('Europe/Paris');
    for (let i = 0; i < 3; i++) {
      for (const value of [
        '+05:00',
        '-0300',
        'Europe/Atlantis',
        'Mars/Olympus',
        '',
        ' Europe/Paris',
        'Europe/Paris\n',
      ]) {
        expect(isTimeZone(value), JSON.stringify(value)).toBe(false);
      }
    }
  });
});
