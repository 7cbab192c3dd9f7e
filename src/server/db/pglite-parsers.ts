import { type PGlite, type Transaction, types } from '@electric-sql/pglite';

const asText = (value: string) => value;

/**
 * The types drizzle's PGlite driver reads as the text PostgreSQL writes (it maps dates and
 * intervals itself, as on node-postgres): timestamps, dates, intervals and their arrays, and
 * numeric arrays. drizzle asks for them with a `parsers` option on every query; `readAsText` sets
 * them on the database once instead.
 */
const textTypes: Record<number, (value: string) => string> = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

/**
 * Makes the open database read `textTypes` as text for every query. After PGlite.create: as it
 * opens, PGlite sets a parser of its own for every array type, over any given to create().
 */
export function readAsText(client: PGlite) {
  Object.assign(client.parsers, textTypes);
}

type QueryOptions = Parameters<PGlite['query']>[2];

/**
 * A query's options without the parsers the database already applies. PGlite merges a query's own
 * parsers into a copy of all of its own (318 types) on every query, and then reads each value
 * through that copy: 122 against 56 µs for a one-row select here, about a seventh of a signed-in
 * read's CPU on the embedded database (docs/decisions/040). Parsers for any other type are kept, so a future drizzle that reads
 * another type its own way still gets its way.
 */
function withoutTextParsers(options: QueryOptions): QueryOptions {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const type of Object.keys(parsers)) if (!(Number(type) in textTypes)) return options;
  return { ...options, parsers: undefined };
}

/** A transaction of `client` whose queries leave out those parsers. */
function transactionWithoutTextParsers(tx: Transaction): Transaction {
  const unit = Object.create(tx) as Transaction;
  unit.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
    tx.query(text, params, withoutTextParsers(options))) as Transaction['query'];
  return unit;
}

/**
 * The embedded database as drizzle is given it: its queries, and those of its transactions, leave
 * out the parsers `textTypes` already set. drizzle's PGlite session uses `query` and `transaction`
 * only; `exec` is passed on for the bench's replay (bench/side-by-side.ts), which holds this client
 * as `db.$client`.
 */
export function withoutQueryParsers(client: PGlite): PGlite {
  const facade = {
    query: (text: string, params?: unknown[], options?: QueryOptions) =>
      client.query(text, params, withoutTextParsers(options)),
    exec: (text: string, options?: Parameters<PGlite['exec']>[1]) => client.exec(text, options),
    transaction: <T>(work: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) => work(transactionWithoutTextParsers(tx))),
  };
  return facade as unknown as PGlite;
}
