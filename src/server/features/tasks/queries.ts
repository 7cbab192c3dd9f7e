import { sql } from 'drizzle-orm';
import type { JwtIntegration } from '../../../shared/schemas/tasks.ts';
import type { Tx } from '../../db/client.ts';
import { insertOneRow, newestOwnRows } from '../../db/own-row.ts';
import { tasks } from '../../db/schema/index.ts';
import type { PageCursor } from '../../lib/cursor.ts';

export type TaskRow = typeof tasks.$inferSelect;

export const insertTask = (tx: Tx, values: typeof tasks.$inferInsert): Promise<TaskRow> =>
  insertOneRow(tx, tasks, 'task', values);

/** Newest first; `after` continues below the last row of the previous page. */
export const listTasks = (tx: Tx, userId: string, limit: number, after?: PageCursor): Promise<TaskRow[]> =>
  newestOwnRows(tx, tasks, tasks.createdAt, userId, limit, after);

/** What test_jwt_integration() reports: the claims and role this transaction runs with. */
export async function seenClaims(tx: Tx): Promise<JwtIntegration | undefined> {
  const result = await tx.execute(sql`select test_jwt_integration() as seen`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    seen: JwtIntegration;
  }[];
  return rows[0]?.seen;
}
