import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { rowsOf } from './rows.ts';

let database: Database | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await database?.close();
  database = undefined;
});

/** The options of every query the embedded database is sent while `action` runs. */
async function queryOptionsDuring(action: () => Promise<unknown>): Promise<unknown[]> {
  const sent: unknown[] = [];
  const { query, transaction } = PGlite.prototype;
  vi.spyOn(PGlite.prototype, 'query').mockImplementation(function (this: PGlite, text, params, options) {
    sent.push(options);
    return query.call(this, text, params, options);
  } as PGlite['query']);
  // A transaction's queries go to PGlite's private runners, not to query().
  vi.spyOn(PGlite.prototype, 'transaction').mockImplementation(function (this: PGlite, work) {
    return transaction.call(this, (tx) => {
      const watched = Object.create(tx) as Transaction;
      watched.query = ((text, params, options) => {
        sent.push(options);
        return tx.query(text, params, options);
      }) as Transaction['query'];
      return work(watched);
    });
  } as PGlite['transaction']);
  await action();
  return sent;
}

const TEXT_VALUES = sql`select timestamptz '2026-11-29 04:27:33.123+00' as at, date '2026-11-29' as day,
  interval '1 day 2 hours' as span, array[timestamptz '2026-01-02 03:04:05+00'] as ats`;

// Each test starts an embedded database: seconds on a slow machine running the other suites beside
// it, past the unit tests' 5 s default (seen: 5.8 s), so they get the integration suites' time.
describe('the embedded database', { timeout: 60_000 }, () => {
  it('reads timestamps, dates and intervals as PostgreSQL writes them, without sending parsers with each query', async () => {
    database = await openDatabase({ pgliteDir: 'memory://' });
    const { db } = database;
    let read: Record<string, unknown>[] = [];
    let inTransaction: Record<string, unknown>[] = [];
    const options = await queryOptionsDuring(async () => {
      read = rowsOf(await db.execute(TEXT_VALUES));
      inTransaction = await db.transaction(async (tx) => rowsOf(await tx.execute(TEXT_VALUES)));
    });
    const expected = {
      at: '2026-11-29 04:27:33.123+00',
      day: '2026-11-29',
      span: '1 day 02:00:00',
      ats: '{"2026-01-02 03:04:05+00"}',
    };
    expect(read).toEqual([expected]);
    expect(inTransaction).toEqual([expected]);
    expect(options.length).toBeGreaterThanOrEqual(2);
    for (const sent of options) expect((sent as { parsers?: unknown } | undefined)?.parsers).toBeUndefined();
  });

  it("keeps a query's parser for a type it does not read as text", async () => {
    database = await openDatabase({ pgliteDir: 'memory://' });
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const result = await client.query<{ n: string }>('select 41 as n', [], {
      parsers: { [types.INT4]: (value: string) => `#${Number(value) + 1}` },
    });
    expect(result.rows).toEqual([{ n: '#42' }]);
  });

  it('answers the job engine with the same text for a timestamp', async () => {
    database = await openDatabase({ pgliteDir: 'memory://' });
    const { rows } = await database.executeSql('select $1::timestamptz as at', ['2026-11-29T04:27:33.123Z']);
    expect(rows).toEqual([{ at: '2026-11-29 04:27:33.123+00' }]);
    expect(new Date(rows[0]?.at as string).toISOString()).toBe('2026-11-29T04:27:33.123Z');
  });
});
