import type { ExportFormat, ExportSummary } from '../../../shared/schemas/export.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { type ExportSource, writeMementoZip } from './memento-export.ts';
import { accountSize, profileOf } from './queries.ts';

/** What the zip of an account roughly weighs: files stored as they are, text deflated about 3:1. */
export async function exportSummary({ tx, actor }: ServiceContext): Promise<ExportSummary> {
  const size = await accountSize(tx, actor.userId);
  const perEntry = 700; // JSON keys, dates, ids and zip headers around each entry's own text
  return {
    entries: size?.entries ?? 0,
    attachments: size?.attachments ?? 0,
    attachment_bytes: size?.attachment_bytes ?? 0,
    estimated_bytes: Math.round(
      (size?.attachment_bytes ?? 0) +
        ((size?.text_bytes ?? 0) + (size?.entries ?? 0) * perEntry) / 3 +
        (size?.attachments ?? 0) * 150,
    ),
  };
}

export interface ExportRequest {
  format: ExportFormat;
  /** markdown: the zone that dates entries; the profile's when absent. */
  timeZone: string | undefined;
  onError: (error: unknown) => void;
}

/**
 * The account as a zip, produced while it is downloaded. Reads run as the account's owner, one
 * short unit of work at a time (docs/decisions/023-export-snapshot-and-reads.md).
 */
export async function exportZip(source: ExportSource, { format, timeZone, onError }: ExportRequest) {
  // The zip writer (zip-stream, compress-commons, crc32-stream) loads on the first export, not at
  // every start: it was a tenth of the server bundle.
  const { createZipWriter } = await import('./zip-stream.ts');
  const zip = createZipWriter(onError);
  if (format === 'memento') writeMementoZip(zip, source, new Date());
  else
    void source
      .read(async ({ tx }) => timeZone ?? (await profileOf(tx, source.userId))?.timeZone ?? 'UTC')
      .then(async (zone) => (await import('./markdown-export.ts')).writeMarkdownZip(zip, source, zone))
      .catch((error) => zip.fail(error));
  return zip.body;
}
