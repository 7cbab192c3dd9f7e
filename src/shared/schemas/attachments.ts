import { z } from 'zod';
import { isoDateTime } from './common.ts';

/** What an attachment is: decided on the server from the file's bytes. */
export const attachmentKinds = ['image', 'audio', 'pdf'] as const;
export type AttachmentKind = (typeof attachmentKinds)[number];

/** Defaults of the server's limits (ATTACHMENT_MAX_MB, ATTACHMENT_MAX_PER_ENTRY). */
export const ATTACHMENT_DEFAULTS = { maxMb: 25, maxPerEntry: 20, captionLength: 500, fileNameLength: 200 };

/** What the file picker offers; the server still decides by the bytes. */
export const ATTACHMENT_ACCEPT =
  'image/jpeg,image/png,image/webp,image/gif,image/avif,audio/webm,audio/mp4,audio/mpeg,audio/wav,application/pdf';

export const attachmentSchema = z
  .object({
    id: z.uuid(),
    entry_id: z.uuid(),
    kind: z.enum(attachmentKinds),
    content_type: z.string(),
    file_name: z.string().nullable(),
    byte_size: z.number().int(),
    position: z.number().int(),
    caption: z.string().nullable().meta({ description: 'Alt text and caption, shown under the file' }),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    taken_at: isoDateTime.nullable().meta({ description: "A photo's capture date (EXIF), if it has one" }),
    taken_lat: z.number().nullable(),
    taken_lng: z.number().nullable(),
    url: z.string().meta({ description: 'The file: the display size of an image, else the original' }),
    thumbnail_url: z.string().nullable().meta({ description: 'A 400 px WebP of an image' }),
    original_url: z.string().meta({ description: 'The bytes as uploaded, as a download (owner only)' }),
    created_at: isoDateTime,
  })
  .meta({ id: 'Attachment' });
export type Attachment = z.infer<typeof attachmentSchema>;

export const attachmentListSchema = z
  .object({ items: z.array(attachmentSchema) })
  .meta({ id: 'AttachmentList' });

export const attachmentUpdateSchema = z
  .strictObject({
    caption: z
      .string()
      .trim()
      .max(
        ATTACHMENT_DEFAULTS.captionLength,
        `must be at most ${ATTACHMENT_DEFAULTS.captionLength} characters`,
      )
      .nullable(),
  })
  .meta({ id: 'AttachmentUpdate' });
export type AttachmentUpdate = z.infer<typeof attachmentUpdateSchema>;

export const attachmentOrderSchema = z
  .strictObject({
    ids: z
      .array(z.uuid({ error: 'must hold attachment ids (UUIDs)' }))
      .min(1, 'must name every attachment of the entry')
      .max(100),
  })
  .meta({ id: 'AttachmentOrder' });

export const uploadQuery = z.object({
  name: z.string().max(ATTACHMENT_DEFAULTS.fileNameLength, 'must be at most 200 characters').optional(),
});

export const attachmentVariants = ['thumb', 'display', 'original'] as const;
export type AttachmentVariant = (typeof attachmentVariants)[number];
