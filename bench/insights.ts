import { format, subDays, subYears } from 'date-fns';
import { ApiClient } from '../src/server/test/api-client.ts';
import type { Seeded } from './journal.ts';
import { timeSequential } from './load.ts';

const RUNS = 100;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/**
 * Today (all three blocks), Insights for a year and the relationship graph through HTTP, one request
 * at a time (issue 17's budget: each p95 under 50 ms at 50,000 entries on PostgreSQL). The seeded
 * entries rarely carry an emotion tag, so the first views of a year read most of them with the
 * local engine (a batch per request, as the page does); that catch-up is timed on its own, then
 * the steady view.
 */
export async function benchInsights(baseUrl: string, cookie: string, _seeded: Seeded) {
  const api = new ApiClient(baseUrl);
  const figures: Record<string, string> = {};
  const get = async <T = unknown>(path: string) => {
    const res = await api.get<T>(path, { cookie });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    return res.body;
  };
  const today = new Date();
  const year = `from=${format(subDays(subYears(today, 1), -1), 'yyyy-MM-dd')}&to=${format(today, 'yyyy-MM-dd')}`;

  const started = performance.now();
  let requests = 0;
  type Insights = { emotions: { read: number; unread: number }; habits: { entries: number } };
  let body = await get<Insights>(`/api/v1/insights?${year}`);
  const toRead = body.emotions.read + body.emotions.unread;
  for (requests = 1; body.emotions.unread > 0; requests++)
    body = await get<Insights>(`/api/v1/insights?${year}`);
  figures[`insights: first views of a year, reading ${toRead} untagged entries`] =
    `${ms(performance.now() - started)} in ${requests} requests`;

  const measure = async (label: string, path: string) => {
    for (let i = 0; i < 5; i++) await get(path);
    const t = await timeSequential(RUNS, () => get(path));
    figures[`${label} p50 / p95`] = `${ms(t.p50)} / ${ms(t.p95)}`;
  };
  await measure('today: On this day, Coming up, Reach out', '/api/v1/today');
  await measure(`insights: a year by month (${body.habits.entries} entries)`, `/api/v1/insights?${year}`);
  await measure('insights: a year by week', `/api/v1/insights?${year}&bucket=week`);
  const graph = await get<{ nodes: unknown[]; edges: { source: unknown[] } }>('/api/v1/connections/graph');
  const kb = Math.round(JSON.stringify(graph).length / 1024);
  await measure(
    `graph: all connections (${graph.nodes.length} nodes, ${graph.edges.source.length} edges, ${kb} KB)`,
    '/api/v1/connections/graph',
  );
  await measure('graph: people, last year', `/api/v1/connections/graph?types=person&${year}`);
  return figures;
}
