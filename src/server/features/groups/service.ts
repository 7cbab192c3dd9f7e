import type { z } from 'zod';
import type {
  Group,
  GroupListQuery,
  GroupPage,
  groupCreateSchema,
  groupUpdateSchema,
} from '../../../shared/schemas/groups.ts';
import type { Tx } from '../../db/client.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { notFound } from '../../lib/errors.ts';
import { presentGroup } from './present.ts';
import {
  deleteGroupRow,
  findCountedGroup,
  findGroup,
  type GroupRow,
  insertGroup,
  pageOfGroups,
  updateGroupRow,
} from './queries.ts';

type GroupCreate = z.output<typeof groupCreateSchema>;
type GroupUpdate = z.output<typeof groupUpdateSchema>;

export const groupNotFound = () => notFound('Group');

/** The actor's group `id` with its item counts, read in one statement; 404 when not theirs. */
async function presentOne(tx: Tx, userId: string, id: string): Promise<Group> {
  const row = await findCountedGroup(tx, userId, id);
  if (!row) throw groupNotFound();
  return presentGroup(row, row.counts);
}

/** The actor's group or a 404, inside a transaction already running as the actor. */
export async function requireGroup(tx: Tx, userId: string, id: string): Promise<GroupRow> {
  const row = await findGroup(tx, userId, id);
  if (!row) throw groupNotFound();
  return row;
}

/** A page of the actor's groups, newest first, with item counts; `q` searches name and description. */
export async function listGroups({ tx, actor }: ServiceContext, query: GroupListQuery): Promise<GroupPage> {
  const after = decodeCursor(query.cursor);
  const rows = await pageOfGroups(tx, actor.userId, query.q, query.limit + 1, after);
  return toPage(
    rows,
    query.limit,
    (r) => presentGroup(r, r.counts),
    (r) => ({ at: r.createdAt, id: r.id }),
  );
}

/** One of the actor's groups with its item counts; 404 when not theirs. */
export async function getGroup({ tx, actor }: ServiceContext, id: string): Promise<Group> {
  return presentOne(tx, actor.userId, id);
}

/** Creates a group; the name arrives trimmed and non-blank, a blank description as null. */
export async function createGroup({ tx, actor }: ServiceContext, input: GroupCreate): Promise<Group> {
  const row = await insertGroup(tx, {
    id: crypto.randomUUID(),
    userId: actor.userId,
    name: input.name,
    description: input.description ?? null,
  });
  return presentOne(tx, actor.userId, row.id);
}

/** Renames or re-describes a group (only the fields sent); 404 when not the actor's. */
export async function updateGroup(
  { tx, actor }: ServiceContext,
  id: string,
  input: GroupUpdate,
): Promise<Group> {
  const row = await updateGroupRow(tx, actor.userId, id, {
    name: input.name,
    description: input.description,
  });
  if (!row) throw groupNotFound();
  return presentOne(tx, actor.userId, row.id);
}

/** Deletes a group and its links; the entries, connections, tags and locations in it stay. */
export async function deleteGroup({ tx, actor }: ServiceContext, id: string): Promise<void> {
  if (!(await deleteGroupRow(tx, actor.userId, id))) throw groupNotFound();
}
