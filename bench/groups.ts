import { ApiClient } from '../src/server/test/api-client.ts';
import type { Seeded } from './journal.ts';
import { timeSequential } from './load.ts';

const RUNS = 100;
const ms = (n: number) => `${n.toFixed(1)} ms`;
/** The group's make-up: 1,000 items in all. */
const MIX = { entry: 700, connection: 200, tag: 50, location: 50 } as const;

/**
 * The groups figures through HTTP, one request at a time: a group holding 1,000 items (its
 * header with counts, each tab's first page, the whole All Items view) and the Add Items
 * dialog's candidate search over the seeded journal, common, rare and matching nothing.
 */
export async function benchGroups(baseUrl: string, cookie: string, seeded: Seeded) {
  const api = new ApiClient(baseUrl);
  const headers = { cookie };
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown) => {
    const res = await api.request<T>(method, path, body, headers);
    if (res.status >= 300)
      throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  };

  const group = (
    await call<{ id: string }>('POST', '/api/v1/groups', {
      name: 'Bench group',
      description: 'A thousand items',
    })
  ).id;
  const locations = (await call<{ items: { id: string }[] }>('GET', '/api/v1/locations')).items.map(
    (l) => l.id,
  );
  const pools = {
    entry: seeded.entryIds,
    connection: seeded.connectionIds,
    tag: seeded.tagIds,
    location: locations,
  };
  const adds = Object.entries(MIX).flatMap(([type, n]) =>
    pools[type as keyof typeof MIX].slice(0, n).map((item_id) => ({ item_type: type, item_id })),
  );
  for (let i = 0; i < adds.length; i += 8)
    await Promise.all(
      adds.slice(i, i + 8).map((body) => call('POST', `/api/v1/groups/${group}/items`, body)),
    );

  const figures: Record<string, string> = {};
  const measure = async (label: string, action: (i: number) => Promise<unknown>) => {
    for (let i = 0; i < 10; i++) await action(i);
    const t = await timeSequential(RUNS, action);
    figures[`groups: ${label} p50 / p95`] = `${ms(t.p50)} / ${ms(t.p95)}`;
  };
  const one = `/api/v1/groups/${group}`;
  const types = Object.keys(MIX);
  await measure('list with counts', () => call('GET', '/api/v1/groups?limit=24'));
  await measure('detail with counts (1,000 items)', () => call('GET', one));
  await measure('first 24 entries of 700, resolved', () => call('GET', `${one}/items?type=entry&limit=24`));
  await measure('All Items view (detail + 4 first pages)', async () => {
    await call('GET', one);
    for (const type of types) await call('GET', `${one}/items?type=${type}&limit=24`);
  });
  const candidates = (query: string) => () => call('GET', `${one}/candidates?limit=20&${query}`);
  await measure('candidates: entries, no search', candidates('type=entry'));
  await measure('candidates: entries "coffee"', candidates('type=entry&q=coffee'));
  await measure(
    `candidates: entries "${seeded.rareName}"`,
    candidates(`type=entry&q=${encodeURIComponent(seeded.rareName)}`),
  );
  await measure('candidates: entries matching none', candidates('type=entry&q=zqxjv'));
  await measure('candidates: connections "ann"', candidates('type=connection&q=ann'));
  return figures;
}
