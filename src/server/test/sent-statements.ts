import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestApp } from './test-app.ts';

/** One statement a driver was sent: its prepared name (if any) and its text, never its values. */
export interface SentStatement {
  name?: string;
  text: string;
}

/** What the PostgreSQL driver was sent while `action` ran, one entry per round trip. */
export async function sentToPostgres(action: () => Promise<unknown>): Promise<SentStatement[]> {
  const sent: SentStatement[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | pg.QueryConfig;
    sent.push(typeof first === 'string' ? { text: first } : { name: first.name, text: first.text });
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
  try {
    await action();
  } finally {
    pg.Client.prototype.query = query;
  }
  return sent;
}

/**
 * What `app`'s embedded database was sent inside transactions while `action` ran: PGlite is
 * spoken to in process, so its calls are counted on the transaction object it hands out.
 */
export async function sentToPglite(app: TestApp, action: () => Promise<unknown>): Promise<SentStatement[]> {
  const sent: SentStatement[] = [];
  const client = (app.database.db as unknown as { $client: PGlite }).$client;
  const transaction = client.transaction;
  const counting =
    (method: (...a: unknown[]) => unknown) =>
    (text: string, ...rest: unknown[]) => {
      sent.push({ text });
      return method(text, ...rest);
    };
  client.transaction = (<T>(work: (tx: Transaction) => Promise<T>) =>
    transaction.call(client, (tx) => {
      const counted = Object.create(tx) as Transaction;
      counted.query = counting(tx.query as (...a: unknown[]) => unknown) as Transaction['query'];
      counted.exec = counting(tx.exec as (...a: unknown[]) => unknown) as Transaction['exec'];
      return work(counted);
    })) as PGlite['transaction'];
  try {
    await action();
  } finally {
    client.transaction = transaction;
  }
  return sent;
}
