import { describe, expect, it } from 'vitest';
import { describeDevice } from './describe-device.ts';

describe('describeDevice', () => {
  it('names common browsers and systems', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      ),
    ).toEqual({ label: 'Chrome on Windows', mobile: false });
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ label: 'Safari on iPhone', mobile: true });
    expect(
      describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0').label,
    ).toBe('Firefox on Linux');
    expect(
      describeDevice(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 Chrome/130.0 Safari/537.36 Edg/130.0',
      ).label,
    ).toBe('Edge on macOS');
  });

  it('falls back for a missing or unknown agent', () => {
    expect(describeDevice(null).label).toBe('Unknown device');
    expect(describeDevice('SomeBot/1.0').label).toBe('SomeBot/1.0');
  });
});
