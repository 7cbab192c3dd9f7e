import type { Import, ImportFormat, ImportReport } from '../../../shared/schemas/imports.ts';
import type { ImportRow } from './queries.ts';

/** An import as the API shows it (never its file's place on the server). */
export function presentImport(row: ImportRow): Import {
  return {
    id: row.id,
    format: row.format as ImportFormat,
    file_name: row.fileName,
    byte_size: row.byteSize,
    status: row.status,
    progress: { done: row.progressDone, total: row.progressTotal },
    report: row.report as ImportReport,
    error: (row.error as Import['error']) ?? null,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
