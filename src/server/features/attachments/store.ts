import type { AttachmentVariant } from '../../../shared/schemas/attachments.ts';
import type { Tx } from '../../db/client.ts';

/** One stored file: the original as uploaded, or a derivative of an image. */
export interface BlobRef {
  userId: string;
  attachmentId: string;
  variant: AttachmentVariant;
}

/**
 * Where attachment bytes live. The database store writes and reads inside the request's
 * transaction (so row-level security guards the bytes too, and a rollback takes them back);
 * an object store ignores the transaction and keys objects by user, attachment and variant.
 */
export interface AttachmentStore {
  readonly kind: 'database' | 's3';
  put(tx: Tx, ref: BlobRef, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when there are none (or they are not the caller's). */
  get(tx: Tx, ref: BlobRef): Promise<Uint8Array | null>;
  /**
   * Removes every variant of these attachments. The database store has nothing to do (its rows go
   * with the attachment's); the S3 store deletes the objects (the deletion sweeper calls this).
   */
  removeAll(attachments: { userId: string; attachmentId: string }[]): Promise<void>;
}

export const VARIANTS: AttachmentVariant[] = ['original', 'display', 'thumb'];
