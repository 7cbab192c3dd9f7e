import { describe, expect, it } from 'vitest';
import { firstReads, readPreloads } from './first-reads.ts';

describe("a signed-in page's first reads", () => {
  it("are the dashboard's Today and first page of entries, without a filter in the address", () => {
    expect(firstReads('/dashboard', '')).toEqual(['/api/v1/today', '/api/v1/entries']);
    expect(firstReads('/dashboard/', '')).toEqual(['/api/v1/today', '/api/v1/entries']);
    expect(firstReads('/dashboard', '?type=idea')).toEqual([]);
    expect(firstReads('/connections', '')).toEqual([]);
  });

  it("are preloaded with the API client's credentials (same-origin: the plain crossorigin)", () => {
    expect(readPreloads(['/api/v1/today'])).toBe(
      '<link rel="preload" href="/api/v1/today" as="fetch" crossorigin>',
    );
  });
});
