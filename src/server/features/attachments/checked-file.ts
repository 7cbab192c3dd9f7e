import type { AttachmentKind } from '../../../shared/schemas/attachments.ts';
import { contentEtag } from '../../lib/content-etag.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { type FileType, sniffFileType } from '../../lib/file-type.ts';

export interface CheckedFile {
  bytes: Uint8Array;
  contentType: FileType;
  kind: AttachmentKind;
  etag: string;
}

export const unsupportedFile = () =>
  new AppError(
    415,
    'unsupported_media_type',
    'The file is not a supported photo (JPEG, PNG, WebP, GIF, AVIF), audio (WebM, MP4, MP3, WAV) or PDF',
  );

const kindOf = (type: FileType): AttachmentKind =>
  type.startsWith('image/') ? 'image' : type.startsWith('audio/') ? 'audio' : 'pdf';

/** Decides what the upload is by its own bytes; refuses an empty body and anything not accepted. */
export function checkFile(bytes: Uint8Array): CheckedFile {
  if (bytes.length === 0) throw badRequest('The request carried no file: send the file as the body');
  const contentType = sniffFileType(bytes);
  if (!contentType) throw unsupportedFile();
  return { bytes, contentType, kind: kindOf(contentType), etag: contentEtag(bytes) };
}
