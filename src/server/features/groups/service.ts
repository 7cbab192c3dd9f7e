import type { z } from 'zod';
import type {
  Group,
  GroupListQuery,
  GroupPage,
  groupCreateSchema,
  groupUpdateSchema,
} from '../../../shared/schemas/groups.ts';
import type { Db, Tx } from '../../db/client.ts';
import { withUser } from '../../db/with-user.ts';
import type { Actor } from '../../lib/actor.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { notFound } from '../../lib/errors.ts';
import { presentGroup } from './present.ts';
import {
  countsFor,
  deleteGroupRow,
  findGroup,
  type GroupRow,
  insertGroup,
  pageOfGroups,
  updateGroupRow,
} from './queries.ts';

type GroupCreate = z.output<typeof groupCreateSchema>;
type GroupUpdate = z.output<typeof groupUpdateSchema>;

export const groupNotFound = () => notFound('Group');

async function presentOne(tx: Tx, userId: string, row: GroupRow): Promise<Group> {
  const counts = await countsFor(tx, userId, [row.id]);
  return presentGroup(row, counts.get(row.id) ?? { entry: 0, connection: 0, tag: 0, location: 0 });
}

/** The actor's group or a 404, inside a transaction already running as the actor. */
export async function requireGroup(tx: Tx, userId: string, id: string): Promise<GroupRow> {
  const row = await findGroup(tx, userId, id);
  if (!row) throw groupNotFound();
  return row;
}

/** A page of the actor's groups, newest first, with item counts; `q` searches name and description. */
export async function listGroups(db: Db, actor: Actor, query: GroupListQuery): Promise<GroupPage> {
  const after = decodeCursor(query.cursor);
  const { rows, counts } = await withUser(db, actor.userId, async (tx) => {
    const rows = await pageOfGroups(tx, actor.userId, query.q, query.limit + 1, after);
    return {
      rows,
      counts: await countsFor(
        tx,
        actor.userId,
        rows.map((r) => r.id),
      ),
    };
  });
  return toPage(
    rows,
    query.limit,
    (r) => presentGroup(r, counts.get(r.id) as NonNullable<ReturnType<typeof counts.get>>),
    (r) => ({ at: r.createdAt, id: r.id }),
  );
}

/** One of the actor's groups with its item counts; 404 when not theirs. */
export async function getGroup(db: Db, actor: Actor, id: string): Promise<Group> {
  return withUser(db, actor.userId, async (tx) =>
    presentOne(tx, actor.userId, await requireGroup(tx, actor.userId, id)),
  );
}

/** Creates a group; the name arrives trimmed and non-blank, a blank description as null. */
export async function createGroup(db: Db, actor: Actor, input: GroupCreate): Promise<Group> {
  return withUser(db, actor.userId, async (tx) => {
    const row = await insertGroup(tx, {
      id: crypto.randomUUID(),
      userId: actor.userId,
      name: input.name,
      description: input.description ?? null,
    });
    return presentOne(tx, actor.userId, row);
  });
}

/** Renames or re-describes a group (only the fields sent); 404 when not the actor's. */
export async function updateGroup(db: Db, actor: Actor, id: string, input: GroupUpdate): Promise<Group> {
  return withUser(db, actor.userId, async (tx) => {
    const row = await updateGroupRow(tx, actor.userId, id, {
      name: input.name,
      description: input.description,
    });
    if (!row) throw groupNotFound();
    return presentOne(tx, actor.userId, row);
  });
}

/** Deletes a group and its links; the entries, connections, tags and locations in it stay. */
export async function deleteGroup(db: Db, actor: Actor, id: string): Promise<void> {
  if (!(await withUser(db, actor.userId, (tx) => deleteGroupRow(tx, actor.userId, id))))
    throw groupNotFound();
}
