/**
 * Round trips to PostgreSQL per signed-in request, counted at the driver (every pg query is one):
 * `TEST_DB_KIND=postgres TEST_DATABASE_URL=postgres://... npx tsx bench/round-trips.ts`. Figures go in
 * docs/decisions/040-per-request-cpu.md (Round trips).
 */
import pg from 'pg';
import { imageOf } from '../src/server/test/attachment-fixtures.ts';
import { buildUser } from '../src/server/test/factories.ts';
import { createTestApp } from '../src/server/test/test-app.ts';

if (process.env.TEST_DB_KIND !== 'postgres' || !process.env.TEST_DATABASE_URL)
  throw new Error('set TEST_DB_KIND=postgres and TEST_DATABASE_URL to a PostgreSQL server');

const statements: string[] = [];
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string };
  statements.push(typeof first === 'string' ? first : (first?.text ?? '?'));
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

type Send = () => Promise<{ status: number }>;

/** Sends once to warm (prepared caches, the session row), then counts the statements of a second send. */
async function measure(name: string, send: Send, logs: () => string) {
  await send();
  statements.length = 0;
  const res = await send();
  if (res.status >= 300) throw new Error(`${name}: ${res.status} ${logs().slice(-1500)}`);
  const transaction = statements.findIndex((s) => /^begin/i.test(s));
  // A read looks its session up in the `begin` (http/request-actor.ts); a write, before it.
  const sessionInBegin = / from sessions where token = /.test(statements[transaction] ?? '');
  const session = sessionInBegin ? 'the session in the begin' : `${transaction} for the session`;
  console.info(
    `${name}: ${statements.length} round trips (${session}, ${statements.length - transaction} in the transaction)`,
  );
  // ROUND_TRIPS_SHOW=1 lists the statements (their text only, never the values).
  if (process.env.ROUND_TRIPS_SHOW)
    for (const s of statements) console.info(`  ${s.replace(/\s+/g, ' ').slice(0, 200)}`);
}

const app = await createTestApp({ LOG_LEVEL: 'error' });
try {
  const user = await buildUser(app);
  const { client } = user;
  type Made = { id: string };
  const connection = await client.post<Made>('/api/v1/connections', { name: 'Ada', type: 'person' });
  const tags = await Promise.all(
    ['walks', 'family'].map((name) => client.post<Made>('/api/v1/tags', { name })),
  );
  const entry = await client.post<Made>('/api/v1/entries', {
    title: 'One',
    type: 'memory',
    connection_ids: [connection.body.id],
  });
  // A photo on the entry: uploads make its thumbnail, which the serve path reads back.
  const photo = await fetch(`${app.baseUrl}/api/v1/entries/${entry.body.id}/attachments`, {
    method: 'POST',
    headers: { cookie: client.cookieHeader(), origin: app.baseUrl },
    body: (await imageOf('png')) as Uint8Array<ArrayBuffer>,
  }).then((res) => res.json() as Promise<{ id: string }>);
  // A group holding one item of each kind: its detail counts them by kind.
  const group = await client.post<Made>('/api/v1/groups', { name: 'Walks' });
  for (const [item_type, item_id] of [
    ['entry', entry.body.id],
    ['connection', connection.body.id],
    ['tag', tags[0]?.body.id],
  ])
    await client.post(`/api/v1/groups/${group.body.id}/items`, { item_type, item_id });
  const requests: Record<string, Send> = {
    'GET /entries?limit=20': () => client.get('/api/v1/entries?limit=20'),
    'GET /entries/{id}': () => client.get(`/api/v1/entries/${entry.body.id}`),
    'GET /connections/{id}': () => client.get(`/api/v1/connections/${connection.body.id}`),
    'GET /attachments/{id}/thumb': () => client.get(`/api/v1/attachments/${photo.id}/thumb`),
    'GET /today': () => client.get('/api/v1/today'),
    'GET /search?q=one': () => client.get('/api/v1/search?q=one'),
    'GET /connections?limit=24': () => client.get('/api/v1/connections?limit=24'),
    'GET /groups/{id}': () => client.get(`/api/v1/groups/${group.body.id}`),
    'POST /entries (2 tags, 1 connection)': () =>
      client.post('/api/v1/entries', {
        title: 'Two',
        type: 'memory',
        tag_ids: tags.map((t) => t.body.id),
        connection_ids: [connection.body.id],
      }),
  };
  for (const [name, send] of Object.entries(requests)) await measure(name, send, app.logs);
} finally {
  await app.close();
}
