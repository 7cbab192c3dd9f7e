import { z } from 'zod';
import { isoDateTime, page, pageQuery } from './common.ts';

/** The formats an import reads; the server decides which from the file's contents. */
export const importFormats = ['dayone', 'vcard', 'memento'] as const;
export type ImportFormat = (typeof importFormats)[number];

export const importStatuses = ['queued', 'running', 'done', 'failed', 'stopped'] as const;
export type ImportStatus = (typeof importStatuses)[number];

export const importOutcomes = ['created', 'updated', 'skipped', 'failed'] as const;
export type ImportOutcome = (typeof importOutcomes)[number];

/** Defaults of the server's limits (IMPORT_MAX_MB) and how many report lines are kept per outcome. */
export const IMPORT_DEFAULTS = { maxMb: 1024, reportItemsPerOutcome: 500 };

/** What the file picker offers; the server still decides by the contents. */
export const IMPORT_ACCEPT =
  '.zip,.json,.vcf,.vcard,application/zip,application/json,text/vcard,text/x-vcard';

export const importReportItemSchema = z
  .object({
    outcome: z.enum(importOutcomes),
    kind: z.enum(['entry', 'connection', 'tag', 'location', 'attachment', 'group', 'digest', 'record']),
    label: z.string().meta({ description: "A short name of the item (an entry's title, a person's name)" }),
    record_id: z.uuid().nullable().meta({ description: 'The record it became, when it became one' }),
    reason: z.string().nullable().meta({ description: 'Why it was skipped or failed, or what was left out' }),
  })
  .meta({ id: 'ImportReportItem' });
export type ImportReportItem = z.infer<typeof importReportItemSchema>;

export const importReportSchema = z
  .object({
    created: z.number().int(),
    updated: z.number().int(),
    skipped: z.number().int(),
    failed: z.number().int(),
    items: z.array(importReportItemSchema).meta({
      description: `Item by item, at most ${IMPORT_DEFAULTS.reportItemsPerOutcome} per outcome (the counts cover all)`,
    }),
  })
  .meta({ id: 'ImportReport' });
export type ImportReport = z.infer<typeof importReportSchema>;

export const importSchema = z
  .object({
    id: z.uuid(),
    format: z.enum(importFormats),
    file_name: z.string().nullable(),
    byte_size: z.number().int(),
    status: z.enum(importStatuses),
    progress: z.object({ done: z.number().int(), total: z.number().int() }),
    report: importReportSchema,
    error: z
      .object({ code: z.string(), message: z.string() })
      .nullable()
      .meta({ description: 'Why a failed or stopped import ended early' }),
    created_at: isoDateTime,
    started_at: isoDateTime.nullable(),
    finished_at: isoDateTime.nullable(),
  })
  .meta({ id: 'Import' });
export type Import = z.infer<typeof importSchema>;

export const importPageSchema = page(importSchema).meta({ id: 'ImportPage' });
export type ImportPage = z.infer<typeof importPageSchema>;

export const importListQuery = pageQuery;

export const importUploadQuery = z.object({
  name: z
    .string()
    .max(200, 'must be at most 200 characters')
    .optional()
    .meta({ description: "The file's name, for the history (the format is read from the contents)" }),
});
