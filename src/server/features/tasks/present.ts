import type { Task } from '../../../shared/schemas/tasks.ts';
import type { TaskRow } from './queries.ts';

export function presentTask(row: TaskRow): Task {
  return {
    id: row.id,
    user_id: row.userId,
    title: row.title,
    description: row.description,
    priority: row.priority,
    created_at: row.createdAt.toISOString(),
  };
}
