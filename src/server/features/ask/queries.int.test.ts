import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.ts';
import { entries } from '../../db/schema/index.ts';
import { buildEntry, buildUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { anyOf, entriesByText, type Span } from './queries.ts';

// entriesByText ranks through search_entries(), which ranks a one-word query by tiers and knows no
// private entries. This journal has more matches than it returns, private ones among the best and
// the newest, and recency and rank disagreeing (the best ranked are the oldest), so that only the
// same order as ranking every non-private match passes.
let app: TestApp;
let user: TestUser;
const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000);

beforeAll(async () => {
  app = await createTestApp();
  user = await buildUser(app);
  const writes: { title: string; content: string }[] = [
    // Oldest and best: the word more than once.
    ...Array.from({ length: 6 }, (_, i) => ({ title: `Harbour ${i}`, content: 'The harbour at dawn.' })),
    // Once in the title.
    ...Array.from({ length: 30 }, (_, i) => ({ title: `Harbour walk ${i}`, content: 'Gulls and wind.' })),
    // Newest: once in the text, with a second word of some questions now and then.
    ...Array.from({ length: 110 }, (_, i) => ({
      title: `Day ${i}`,
      content: i % 4 === 0 ? 'Tea by the harbour, then the market.' : 'A walk to the harbour.',
    })),
  ];
  for (const [i, write] of writes.entries())
    await buildEntry(user, {
      ...write,
      type: 'memory',
      occurred_at: day(i).toISOString(),
      // One in three private, the best ranked among them.
      is_private: i % 3 === 0,
    });
});
afterAll(() => app.close());

/** The non-private matches ranked in full, as entriesByText ranked them before search_entries(). */
const rankedInFull = (tx: Tx, words: string[], span: Span | null) => {
  const query = anyOf(words);
  const rank = sql<number>`ts_rank(${entries.search}, ${query})`;
  return tx
    .select({ id: entries.id, rank })
    .from(entries)
    .where(
      and(
        eq(entries.userId, user.id),
        eq(entries.isPrivate, false),
        span ? gte(entries.occurredAt, span.start) : undefined,
        span ? lt(entries.occurredAt, span.end) : undefined,
        sql`${entries.search} @@ ${query}`,
      ),
    )
    .orderBy(desc(rank), desc(entries.occurredAt), desc(entries.id))
    .limit(50);
};

describe("ask's text match", () => {
  const cases: [string, string[], Span | null][] = [
    ['one word', ['harbour'], null],
    ['one word within a span', ['harbour'], { start: day(20), end: day(120) }],
    ['any of two words', ['harbour', 'tea'], null],
  ];
  it.each(cases)(
    '%s: the same best 50 non-private entries, in the same order, as ranking every match',
    async (_, words, span) => {
      const { found, expected } = await app.asUser(user.id, async ({ tx }) => ({
        found: await entriesByText(tx, user.id, words, span),
        expected: await rankedInFull(tx, words, span),
      }));
      expect(expected).toHaveLength(50);
      expect(found.map((hit) => hit.id)).toEqual(expected.map((hit) => hit.id));
      expect(found.map((hit) => hit.rank)).toEqual(expected.map((hit) => hit.rank));
    },
  );
});
