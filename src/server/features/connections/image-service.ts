import type { Tx } from '../../db/client.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { contentEtag } from '../../lib/content-etag.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { type ImageType, sniffImageType } from '../../lib/file-type.ts';
import { deleteImage, findImage, type ImageRow, upsertImage } from './image-queries.ts';

export interface CheckedImage {
  bytes: Uint8Array;
  contentType: ImageType;
  /** A hash of the bytes: the served URL carries it, so a new image is a new, cacheable URL. */
  etag: string;
}

/** Where an uploaded image is served from. */
export const uploadedImageUrl = (connectionId: string, etag: string) =>
  `/api/v1/connections/${connectionId}/image?v=${etag}`;

/**
 * Accepts a JPEG, PNG or WebP by the file's own magic number, whatever the file was called or the
 * request claimed; anything else is refused with a message a person can act on.
 */
export function checkImage(bytes: Uint8Array): CheckedImage {
  if (bytes.length === 0) throw badRequest('The request carried no image: send the file as the body');
  const contentType = sniffImageType(bytes);
  if (!contentType)
    throw new AppError(415, 'unsupported_media_type', 'The file is not a JPEG, PNG or WebP image');
  return { bytes, contentType, etag: contentEtag(bytes) };
}

/** Stores the checked image as the connection's own, replacing any earlier one. */
export function saveImage(tx: Tx, userId: string, connectionId: string, image: CheckedImage) {
  return upsertImage(tx, { connectionId, userId, ...image, byteSize: image.bytes.length });
}

/** Drops the connection's uploaded image, if it has one (its image_url now points elsewhere). */
export function removeUploadedImage(tx: Tx, userId: string, connectionId: string) {
  return deleteImage(tx, userId, connectionId);
}

/** The actor's uploaded image of the connection; 404 when there is none or it is not theirs. */
export async function readImage({ tx, actor }: ServiceContext, id: string): Promise<ImageRow> {
  const row = await findImage(tx, actor.userId, id);
  if (!row) throw notFound('Image');
  return row;
}
