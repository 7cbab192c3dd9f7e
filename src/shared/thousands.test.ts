import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withThousands } from './thousands.ts';

describe('withThousands', () => {
  it("writes whole numbers as toLocaleString('en-US') does", () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(withThousands(n)).toBe(n.toLocaleString('en-US'));
      }),
      { numRuns: 2000 },
    );
    expect(withThousands(1000)).toBe('1,000');
    expect(withThousands(999)).toBe('999');
  });
});
