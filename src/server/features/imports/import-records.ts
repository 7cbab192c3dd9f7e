import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ImportFormat } from '../../../shared/schemas/imports.ts';
import { bulkInsert } from '../../db/bulk-insert.ts';
import type { Tx } from '../../db/client.ts';
import { importRecords } from '../../db/schema/index.ts';

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
    const rows = await this.tx
      .select({
        key: importRecords.externalKey,
        entryId: importRecords.entryId,
        connectionId: importRecords.connectionId,
      })
      .from(importRecords)
      .where(
        and(
          eq(importRecords.userId, this.userId),
          eq(importRecords.format, this.format),
          inArray(importRecords.externalKey, [...new Set(keys)]),
        ),
      );
    return new Map(
      rows.map((r) => [
        r.key,
        r.entryId ? { entryId: r.entryId } : { connectionId: r.connectionId as string },
      ]),
    );
  }

  /** Remembers what each key became (a key seen again points at its newest record). */
  async remember(rows: readonly ({ key: string } & ImportedRecord)[]): Promise<void> {
    await bulkInsert(
      this.tx,
      importRecords,
      rows.map((r) => ({
        userId: this.userId,
        format: this.format,
        externalKey: r.key,
        entryId: r.entryId ?? null,
        connectionId: r.connectionId ?? null,
      })),
      sql`on conflict (user_id, format, external_key)
        do update set entry_id = excluded.entry_id, connection_id = excluded.connection_id`,
    );
  }
}
