import { z } from 'zod';
import { timeZoneSchema } from './time-zone.ts';

export const exportFormats = ['memento', 'markdown'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportQuery = z.object({
  format: z.enum(exportFormats, { error: 'must be memento or markdown' }).default('memento'),
  tz: timeZoneSchema.optional().meta({
    description: 'markdown: the time zone that dates entries and names their files (default: the profile’s)',
  }),
});

export const exportSummarySchema = z
  .object({
    entries: z.int(),
    attachments: z.int(),
    attachment_bytes: z.number(),
    estimated_bytes: z.number().meta({ description: 'About how large the zip will be, for a progress bar' }),
  })
  .meta({ id: 'ExportSummary' });
export type ExportSummary = z.infer<typeof exportSummarySchema>;
