import { encodeCursor } from '../src/server/lib/cursor.ts';
import { ApiClient } from '../src/server/test/api-client.ts';
import { timeSequential } from './load.ts';
import type { seedJournal } from './seed.ts';

export type Seeded = Awaited<ReturnType<typeof seedJournal>>;

const RUNS = 200;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/**
 * The journal's figures through HTTP, one request at a time as one user clicks: list pages,
 * one entry with relations, a calendar month, search and create, on the seeded journal.
 */
export async function benchJournal(baseUrl: string, cookie: string, seeded: Seeded) {
  const api = new ApiClient(baseUrl);
  const headers = { cookie };
  const get = async <T = unknown>(path: string) => {
    const res = await api.get<T>(path, headers);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const pick = <T>(items: T[], i: number) => items[(i * 7919) % items.length] as T;

  // A cursor 40,000 entries deep: the position of a seeded entry in the newest-first order.
  const deepId = seeded.entryIds[Math.floor(seeded.entryIds.length * 0.8)] as string;
  const deep = await get<{ occurred_at: string }>(`/api/v1/entries/${deepId}`);
  const deepCursor = encodeCursor({ at: new Date(deep.occurred_at), id: deepId });
  // A rare query: one idea connection's name, in the titles of the few entries linked to it.
  const rare = seeded.rareName;

  const figures: Record<string, string> = {};
  const measure = async (label: string, action: (i: number) => Promise<unknown>, runs = RUNS) => {
    for (let i = 0; i < 10; i++) await action(i);
    const t = await timeSequential(runs, action);
    figures[`${label} p50 / p95`] = `${ms(t.p50)} / ${ms(t.p95)}`;
  };
  await measure('list first page (20)', () => get('/api/v1/entries?limit=20'));
  await measure('list deep page by cursor', () => get(`/api/v1/entries?limit=20&cursor=${deepCursor}`));
  await measure('one entry with relations', (i) => get(`/api/v1/entries/${pick(seeded.entryIds, i)}`));
  await measure('calendar month', (i) => {
    const month = String((i % 12) + 1).padStart(2, '0');
    return get(`/api/v1/calendar?from=2024-${month}-01&to=2024-${month}-28&tz=Europe/Paris`);
  });
  await measure('search common word ("coffee")', () => get('/api/v1/search?q=coffee'));
  await measure(`search rare words ("${rare}")`, () => get(`/api/v1/search?q=${encodeURIComponent(rare)}`));
  // Ask your memories, offline: a name and a common word, and a month with no words at all.
  const ask = async (question: string) => {
    const res = await api.post('/api/v1/ask', { question }, headers);
    if (res.status !== 200) throw new Error(`ask answered ${res.status}: ${JSON.stringify(res.body)}`);
  };
  await measure(`ask "When did I last see ${rare}?"`, () => ask(`When did I last see ${rare}?`), 50);
  await measure('ask "What did I write about coffee?"', () => ask('What did I write about coffee?'), 50);
  await measure('ask "How was I feeling in March?"', () => ask('How was I feeling in March?'), 50);
  await measure('create entry (2 tags, 1 connection)', async (i) => {
    const res = await api.post(
      '/api/v1/entries',
      {
        title: `Bench entry ${i}`,
        type: 'reflection',
        content: 'A short paragraph written during the benchmark, about coffee and the garden.',
        tag_ids: [pick(seeded.tagIds, i), pick(seeded.tagIds, i + 1)],
        connection_ids: [pick(seeded.connectionIds, i)],
      },
      headers,
    );
    if (res.status !== 201) throw new Error(`create answered ${res.status}`);
  });
  return figures;
}
