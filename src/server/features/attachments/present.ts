import type { Attachment, AttachmentVariant } from '../../../shared/schemas/attachments.ts';
import type { AttachmentRow } from './queries.ts';

/** Where one variant is served; the etag in the query makes the URL immutable (a new file is a new URL). */
export const attachmentUrl = (row: Pick<AttachmentRow, 'id' | 'etag'>, variant: AttachmentVariant) =>
  `/api/v1/attachments/${row.id}/${variant}?v=${row.etag}`;

export function presentAttachment(row: AttachmentRow): Attachment {
  const isImage = row.kind === 'image';
  return {
    id: row.id,
    entry_id: row.entryId,
    kind: row.kind,
    content_type: row.contentType,
    file_name: row.fileName,
    byte_size: row.byteSize,
    position: row.position,
    caption: row.caption,
    width: row.width,
    height: row.height,
    taken_at: row.takenAt?.toISOString() ?? null,
    taken_lat: row.takenLat,
    taken_lng: row.takenLng,
    url: attachmentUrl(row, isImage ? 'display' : 'original'),
    thumbnail_url: isImage ? attachmentUrl(row, 'thumb') : null,
    original_url: attachmentUrl(row, 'original'),
    created_at: row.createdAt.toISOString(),
  };
}
