/**
 * Round trips to PostgreSQL per signed-in read, counted at the driver (every pg query is one):
 * `TEST_DB_KIND=postgres TEST_DATABASE_URL=postgres://... npx tsx bench/round-trips.ts`. Figures go in
 * docs/decisions/007-request-owned-transaction.md.
 */
import pg from 'pg';
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

const app = await createTestApp({ LOG_LEVEL: 'error' });
try {
  const user = await buildUser(app);
  const connection = await user.client.post('/api/v1/connections', { name: 'Ada', type: 'person' });
  const entry = await user.client.post('/api/v1/entries', {
    title: 'One',
    type: 'memory',
    connection_ids: [connection.body.id],
  });
  const reads = {
    'GET /entries?limit=20': '/api/v1/entries?limit=20',
    'GET /entries/{id}': `/api/v1/entries/${entry.body.id}`,
    'GET /connections/{id}': `/api/v1/connections/${connection.body.id}`,
  };
  for (const [name, path] of Object.entries(reads)) {
    await user.client.get(path); // warm: prepared caches, the session row
    statements.length = 0;
    const res = await user.client.get(path);
    if (res.status !== 200) throw new Error(`${name}: ${res.status} ${app.logs().slice(-1500)}`);
    const transaction = statements.findIndex((s) => /^begin/i.test(s));
    console.info(
      `${name}: ${statements.length} round trips (${transaction} for the session, ${statements.length - transaction} in the transaction)`,
    );
    // ROUND_TRIPS_SHOW=1 lists the statements (their text only, never the values).
    if (process.env.ROUND_TRIPS_SHOW)
      for (const s of statements) console.info(`  ${s.replace(/\s+/g, ' ').slice(0, 200)}`);
  }
} finally {
  await app.close();
}
