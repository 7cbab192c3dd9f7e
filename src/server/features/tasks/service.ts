import type { PageQuery } from '../../../shared/schemas/common.ts';
import type { JwtIntegration, Task, TaskCreate } from '../../../shared/schemas/tasks.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { presentTask } from './present.ts';
import { insertTask, listTasks, seenClaims } from './queries.ts';

/** Creates a developer test task owned by the actor (the owner never comes from the input). */
export async function createTask({ tx, actor }: ServiceContext, input: TaskCreate): Promise<Task> {
  const row = await insertTask(tx, {
    id: crypto.randomUUID(),
    userId: actor.userId,
    title: input.title,
    description: input.description ?? null,
    priority: input.priority,
  });
  return presentTask(row);
}

/** The actor's tasks, newest first, one page at a time. */
export async function listOwnTasks({ tx, actor }: ServiceContext, { limit, cursor }: PageQuery) {
  const after = decodeCursor(cursor);
  const rows = await listTasks(tx, actor.userId, limit + 1, after);
  return toPage(rows, limit, presentTask, (r) => ({ at: r.createdAt, id: r.id }));
}

/** Asks the database which claims and role it sees for this request (test_jwt_integration()). */
export async function checkJwtIntegration({ tx }: ServiceContext): Promise<JwtIntegration> {
  const seen = await seenClaims(tx);
  if (!seen) throw new Error('test_jwt_integration() returned nothing');
  return seen;
}
