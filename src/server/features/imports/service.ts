import type { Import, ImportFormat, ImportPage } from '../../../shared/schemas/imports.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { notFound } from '../../lib/errors.ts';
import { assertCanImport } from '../billing/limits.ts';
import type { ImportAdds } from './formats/format.ts';
import { presentImport } from './present.ts';
import { findImport, insertImport, pageOfImports } from './queries.ts';
import { emptyReport } from './report.ts';

/** An upload checked and planned, waiting to be queued. */
export interface PlannedImport {
  id: string;
  format: ImportFormat;
  fileName: string | null;
  byteSize: number;
  fileRef: string;
  total: number;
  adds: ImportAdds;
}

/** Queues a planned import for the actor; refused first when it would pass the plan's limits. */
export async function queueImport({ tx, actor }: ServiceContext, planned: PlannedImport): Promise<Import> {
  await assertCanImport(tx, actor, planned.adds);
  const row = await insertImport(tx, {
    id: planned.id,
    userId: actor.userId,
    format: planned.format,
    fileName: planned.fileName,
    byteSize: planned.byteSize,
    fileRef: planned.fileRef,
    status: 'queued',
    progressTotal: planned.total,
    report: emptyReport(),
  });
  return presentImport(row);
}

/** One of the actor's imports with its progress and report; 404 when it is not theirs. */
export async function getImport({ tx, actor }: ServiceContext, id: string): Promise<Import> {
  const row = await findImport(tx, actor.userId, id);
  if (!row) throw notFound('Import');
  return presentImport(row);
}

/** The actor's imports, newest first. */
export async function listImports(
  { tx, actor }: ServiceContext,
  query: { limit: number; cursor?: string },
): Promise<ImportPage> {
  const rows = await pageOfImports(tx, actor.userId, query.limit + 1, decodeCursor(query.cursor));
  return toPage(rows, query.limit, presentImport, (row) => ({ at: row.createdAt, id: row.id }));
}
