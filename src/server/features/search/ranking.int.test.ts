import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../../../web/api/contract.gen.ts';
import { rowsOf } from '../../db/rows.ts';
import { buildEntry, buildUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectStatus } from '../../test/typed-api.ts';

// search_entries() ranks a one-word search by tiers (migration 0033): every entry holding the word
// more than once, and only the newest page of those holding it once in the title, or once in the
// text. This journal makes recency and rank disagree: the entries that rank best are the oldest.
let app: TestApp;
let user: TestUser;
/** The twenty newest matches, each holding the word once in its text. */
let newestMatches: string[] = [];
const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString();
beforeAll(async () => {
  app = await createTestApp();
  user = await buildUser(app);
  const add = (n: number, title: string, content: string) =>
    buildEntry(user, { type: 'memory', title, content, occurred_at: day(n) });
  const writes: [string, string][] = [
    // Oldest: in the title and again in the text, or twice in the title (above 0.61).
    ['Coffee', 'The coffee was good.'],
    ['Coffee, more coffee', 'A long morning.'],
    // Once in the title (0.61 each, newest first among them).
    ...Array.from({ length: 10 }, (_, i): [string, string] => [
      `Coffee with Ada ${i}`,
      'We talked for hours.',
    ]),
    // Twice or three times in the text only (0.30 to 0.33).
    ...Array.from({ length: 2 }, (_, i): [string, string] => [
      `Morning ${i}`,
      `Coffee, then coffee${' and coffee'.repeat(i)}.`,
    ]),
    // Newest: once in the text (0.24 each).
    ...Array.from({ length: 20 }, (_, i): [string, string] => [
      `Day ${i}`,
      `A walk and a coffee, ${i} times.`,
    ]),
    // Not matching at all, newest of all.
    ...Array.from({ length: 5 }, (_, i): [string, string] => [`Tea ${i}`, 'Green tea in the garden.']),
  ];
  const ids: string[] = [];
  for (const [i, [title, content]] of writes.entries()) ids.push((await add(i, title, content)).id);
  newestMatches = ids.slice(14, 34);
});
afterAll(() => app.close());

/** The page ranked in full, straight from the table: ts_rank of every match, newest first on ties. */
async function rankedInFull(limit: number, { word = 'coffee', from }: { word?: string; from?: string } = {}) {
  const query = sql`to_tsquery('english', ${`${word}:*`})`;
  const result = await app.database.db.execute(sql`
    select id from entries
    where user_id = ${user.id} and search @@ ${query}
      and (${from ?? null}::timestamptz is null or occurred_at >= ${from ?? null}::timestamptz)
    order by ts_rank(search, ${query}) desc, occurred_at desc, id desc
    limit ${limit}`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

async function searched(query: paths['/api/v1/search']['get']['parameters']['query']) {
  const res = await expectStatus(user.api.GET('/api/v1/search', { params: { query } }), 200);
  return res.entries.map((e) => e.id);
}

describe('ranking a common word', () => {
  it('shows the same first page as ranking every match, at every page size', async () => {
    const all = await rankedInFull(50);
    expect(all).toHaveLength(34);
    // Where it matters: the newest matches rank last, so the best are not the newest.
    expect(all.slice(-20).sort()).toEqual([...newestMatches].sort());
    // Page sizes that end inside each tier, where only its newest page is ranked (5: the title's,
    // 16 and 18: the text's), and that take them all.
    for (const limit of [1, 2, 5, 12, 14, 16, 18, 34, 50])
      expect(await searched({ q: 'coffee', limit })).toEqual(await rankedInFull(limit));
  });

  it('keeps the order within a date range, and for a word typed half-way', async () => {
    const from = day(10);
    expect(await searched({ q: 'coffee', limit: 10, from: from.slice(0, 10), tz: 'UTC' })).toEqual(
      await rankedInFull(10, { from }),
    );
    expect(await searched({ q: 'coff', limit: 10 })).toEqual(await rankedInFull(10, { word: 'coff' }));
  });
});
