import type { ConnectionSummary, DescribedConnection } from '../../../shared/schemas/summaries.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { notFound } from '../../lib/errors.ts';
import { describedConnectionRows, favoriteConnectionRows } from './summary-queries.ts';

// What other features read of connections: the ConnectionSummary read model, its one presenter
// and the lookups that return it. They never read the connections table themselves.

export const connectionNotFound = () => notFound('Connection');

interface SummaryRow {
  id: string;
  name: string;
  type: ConnectionSummary['type'];
  imageUrl: string | null;
}

export const presentConnectionSummary = (row: SummaryRow): ConnectionSummary => ({
  id: row.id,
  name: row.name,
  type: row.type,
  image_url: row.imageUrl,
});

export const presentDescribedConnection = (
  row: SummaryRow & { summaryText: string | null },
): DescribedConnection => ({
  ...presentConnectionSummary(row),
  summary_text: row.summaryText,
});

/** The actor's connections among `ids`, by id; ids that are not theirs are absent. */
export async function describedConnectionsByIds(
  { tx, actor }: ServiceContext,
  ids: string[],
): Promise<Map<string, DescribedConnection>> {
  if (ids.length === 0) return new Map();
  const rows = await describedConnectionRows(tx, actor.userId, ids);
  return new Map(rows.map((r) => [r.id, presentDescribedConnection(r)]));
}

/** The actor's connection `id`; 404 when it is not theirs. */
export async function requireConnectionSummary(
  ctx: ServiceContext,
  id: string,
): Promise<DescribedConnection> {
  const connection = (await describedConnectionsByIds(ctx, [id])).get(id);
  if (!connection) throw connectionNotFound();
  return connection;
}

/** The actor's favourite connections by name. */
export async function favoriteConnections({ tx, actor }: ServiceContext, limit: number) {
  return (await favoriteConnectionRows(tx, actor.userId, limit)).map(presentDescribedConnection);
}
