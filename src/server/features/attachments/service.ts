import type { Attachment, AttachmentUpdate, AttachmentVariant } from '../../../shared/schemas/attachments.ts';
import type { AttachmentConfig } from '../../config.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { lockOwnEntry, ownsEntry } from '../entries/lock-entry.ts';
import { type CheckedFile, checkFile, unsupportedFile } from './checked-file.ts';
import type { ProcessedImage } from './image-derivatives.ts';
import { presentAttachment } from './present.ts';
import {
  type AttachmentRow,
  attachmentsOfEntries,
  deleteAttachmentRow,
  entryFileStats,
  findAttachmentWithBytes,
  insertAttachment,
  setPositions,
  updateCaption,
} from './queries.ts';
import type { AttachmentStore } from './store.ts';

/** What uploads need beside the request's context: the store and the limits. */
export interface AttachmentSetup {
  store: AttachmentStore;
  limits: Pick<AttachmentConfig, 'maxBytes' | 'maxPerEntry'>;
}

const entryNotFound = () => notFound('Entry');
const attachmentNotFound = () => notFound('Attachment');

/** An upload checked and processed, ready to store: the CPU work happens before any transaction. */
export interface PreparedUpload {
  id: string;
  file: CheckedFile;
  image: ProcessedImage | null;
  fileName: string | null;
}

/**
 * Decides what the bytes are (415 for anything not accepted) and makes an image's derivatives,
 * outside the transaction so no pooled connection waits on sharp.
 */
export async function prepareUpload(
  bytes: Uint8Array,
  fileName: string | undefined,
): Promise<PreparedUpload> {
  const file = checkFile(bytes);
  // A valid magic number over bytes no decoder can read is not a photo we can show.
  const image =
    file.kind === 'image'
      ? await import('./image-derivatives.ts')
          .then(({ processImage }) => processImage(file.bytes))
          .catch(() => {
            throw unsupportedFile();
          })
      : null;
  return { id: crypto.randomUUID(), file, image, fileName: fileName?.trim() || null };
}

/** Adds a prepared file to the actor's entry: at most `maxPerEntry` per entry (409). */
export async function storeUpload(
  { tx, actor }: ServiceContext,
  { store, limits }: AttachmentSetup,
  entryId: string,
  { id, file, image, fileName }: PreparedUpload,
): Promise<Attachment> {
  if (!(await lockOwnEntry(tx, actor.userId, entryId))) throw entryNotFound();
  const stats = await entryFileStats(tx, actor.userId, entryId);
  if (stats.count >= limits.maxPerEntry)
    throw new AppError(409, 'conflict', `An entry holds at most ${limits.maxPerEntry} files`, {
      max_files: limits.maxPerEntry,
    });
  const row: AttachmentRow = {
    id,
    userId: actor.userId,
    entryId,
    kind: file.kind,
    contentType: file.contentType,
    fileName,
    byteSize: file.bytes.length,
    etag: file.etag,
    position: stats.nextPosition,
    caption: null,
    width: image?.width ?? null,
    height: image?.height ?? null,
    takenAt: image?.takenAt ?? null,
    takenLat: image?.takenLat ?? null,
    takenLng: image?.takenLng ?? null,
    store: store.kind,
    createdAt: new Date(),
  };
  await insertAttachment(tx, row);
  const ref = { userId: actor.userId, attachmentId: id };
  await store.put(tx, { ...ref, variant: 'original' }, file.bytes, file.contentType);
  if (image) {
    await store.put(tx, { ...ref, variant: 'display' }, image.display, 'image/webp');
    await store.put(tx, { ...ref, variant: 'thumb' }, image.thumb, 'image/webp');
  }
  return presentAttachment(row);
}

/** The entry's files in order; 404 when the entry is not the actor's. */
export async function listAttachments({ tx, actor }: ServiceContext, entryId: string): Promise<Attachment[]> {
  if (!(await ownsEntry(tx, actor.userId, entryId))) throw entryNotFound();
  return (await attachmentsOfEntries(tx, actor.userId, [entryId])).map(presentAttachment);
}

/** Sets the alt text and caption of one file. */
export async function updateAttachment(
  { tx, actor }: ServiceContext,
  id: string,
  input: AttachmentUpdate,
): Promise<Attachment> {
  const row = await updateCaption(tx, actor.userId, id, input.caption || null);
  if (!row) throw attachmentNotFound();
  return presentAttachment(row);
}

/** Puts the entry's files in the order of `ids`, which must name each of them once. */
export async function reorderAttachments(
  { tx, actor }: ServiceContext,
  entryId: string,
  ids: string[],
): Promise<Attachment[]> {
  if (!(await lockOwnEntry(tx, actor.userId, entryId))) throw entryNotFound();
  const current = await attachmentsOfEntries(tx, actor.userId, [entryId]);
  const same = new Set(ids).size === ids.length && ids.length === current.length;
  if (!same || !current.every((row) => ids.includes(row.id)))
    throw badRequest('Invalid request body: ids: must name every file of the entry exactly once', {
      fields: [{ field: 'ids', message: 'must name every file of the entry exactly once' }],
    });
  await setPositions(tx, actor.userId, entryId, ids);
  return (await attachmentsOfEntries(tx, actor.userId, [entryId])).map(presentAttachment);
}

/** Deletes one file; its bytes go with it (in S3 through the deletion queue). */
export async function deleteAttachment({ tx, actor }: ServiceContext, id: string): Promise<void> {
  if (!(await deleteAttachmentRow(tx, actor.userId, id))) throw attachmentNotFound();
}

export interface AttachmentFile {
  row: AttachmentRow;
  bytes: Uint8Array;
  contentType: string;
}

/** One variant's bytes for the actor; 404 when the file is not theirs or has no such variant. */
export async function readAttachmentFile(
  { tx, actor }: ServiceContext,
  store: AttachmentStore,
  id: string,
  variant: AttachmentVariant,
): Promise<AttachmentFile> {
  const found = await findAttachmentWithBytes(tx, actor.userId, id, variant);
  const row = found?.row;
  if (!row || (variant !== 'original' && row.kind !== 'image')) throw attachmentNotFound();
  // Bytes kept in the database came with the row; only an outside store (S3) is asked for them.
  const bytes = found.bytes ?? (await store.get(tx, { userId: actor.userId, attachmentId: id, variant }));
  if (!bytes) throw attachmentNotFound();
  return { row, bytes, contentType: variant === 'original' ? row.contentType : 'image/webp' };
}
