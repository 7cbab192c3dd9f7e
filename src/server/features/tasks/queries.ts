import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { tasks } from '../../db/schema/index.ts';
import type { PageCursor } from '../../lib/cursor.ts';

export type TaskRow = typeof tasks.$inferSelect;

export async function insertTask(tx: Tx, values: typeof tasks.$inferInsert): Promise<TaskRow> {
  const [row] = await tx.insert(tasks).values(values).returning();
  if (!row) throw new Error('task insert returned no row');
  return row;
}

/** Newest first; `after` continues below the last row of the previous page. */
export function listTasks(tx: Tx, userId: string, limit: number, after?: PageCursor): Promise<TaskRow[]> {
  const below = after
    ? or(lt(tasks.createdAt, after.at), and(eq(tasks.createdAt, after.at), lt(tasks.id, after.id)))
    : undefined;
  return tx
    .select()
    .from(tasks)
    .where(and(eq(tasks.userId, userId), below))
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(limit);
}
