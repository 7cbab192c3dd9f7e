import { expect } from 'vitest';

/**
 * The first item that matches, typed as the list's items: the test fails here, saying what it
 * looked for, when none does (instead of reading on from undefined).
 */
export function findOne<T>(items: readonly T[], match: (item: T) => boolean, what: string): T {
  const found = items.find(match);
  expect(found, `no ${what}`).toBeDefined();
  return found as T;
}
