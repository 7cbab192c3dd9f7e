import { ApiClient } from '../src/server/test/api-client.ts';
import type { Seeded } from './journal.ts';
import { timeSequential } from './load.ts';

const RUNS = 200;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/**
 * The connections figures through HTTP, one request at a time: list pages with activity counts
 * (by name, which counts one page, and by activity, which counts them all) and one connection's
 * detail with its entries, related connections and a year of activity.
 */
export async function benchConnections(baseUrl: string, cookie: string, seeded: Seeded) {
  const api = new ApiClient(baseUrl);
  const figures: Record<string, string> = {};
  const measure = async (label: string, path: (i: number) => string) => {
    const get = async (i: number) => {
      const res = await api.get(path(i), { cookie });
      if (res.status !== 200) throw new Error(`${path(i)} answered ${res.status}`);
    };
    for (let i = 0; i < 10; i++) await get(i);
    const t = await timeSequential(RUNS, get);
    figures[`connections: ${label} p50 / p95`] = `${ms(t.p50)} / ${ms(t.p95)}`;
  };
  const ids = seeded.connectionIds;
  await measure('list with counts (24, by name)', () => '/api/v1/connections?limit=24');
  await measure('list of people (24, by name)', () => '/api/v1/connections?limit=24&type=person');
  await measure('list by activity count (24)', () => '/api/v1/connections?limit=24&sort=activity');
  await measure('list by recent activity (24)', () => '/api/v1/connections?limit=24&sort=recent');
  await measure('detail with entries', (i) => `/api/v1/connections/${ids[(i * 7919) % ids.length]}`);
  // Issue 17: On this day, Coming up (14 days) and Reach out in one request; goal p95 < 50 ms.
  await measure('Today (all three blocks)', () => '/api/v1/today');
  await measure('list by most overdue (24)', () => '/api/v1/connections?limit=24&sort=overdue');
  return figures;
}
