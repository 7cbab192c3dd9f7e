import type { ImportFormat } from '../../../shared/schemas/imports.ts';
import type { Tx } from '../../db/client.ts';
import { findImportRecords, upsertImportRecords } from './queries.ts';

/** The record a source item became. */
export type ImportedRecord =
  | { entryId: string; connectionId?: null }
  | { connectionId: string; entryId?: null };

/**
 * Which record each source item of a format became (a Day One uuid, a vCard UID): a second
 * import finds them here and updates or skips instead of creating twice. A deleted record takes
 * its row with it (foreign key cascade), so importing again brings it back.
 */
export class ImportRecords {
  constructor(
    private readonly tx: Tx,
    private readonly userId: string,
    private readonly format: ImportFormat,
  ) {}

  /** The records the keys became, by key; unknown keys are absent. */
  async find(keys: readonly string[]): Promise<Map<string, ImportedRecord>> {
    if (keys.length === 0) return new Map();
    const rows = await findImportRecords(this.tx, this.userId, this.format, keys);
    return new Map(
      rows.map((r) => [
        r.key,
        r.entryId ? { entryId: r.entryId } : { connectionId: r.connectionId as string },
      ]),
    );
  }

  /** Remembers what each key became (a key seen again points at its newest record). */
  async remember(rows: readonly ({ key: string } & ImportedRecord)[]): Promise<void> {
    await upsertImportRecords(this.tx, this.userId, this.format, rows);
  }
}
