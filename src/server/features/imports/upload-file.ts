import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DISCARD_MAX_BYTES, discardBody, worthDiscarding } from '../../http/discard-body.ts';
import { AppError, badRequest } from '../../lib/errors.ts';

export const importTooLarge = (maxBytes: number) =>
  new AppError(
    413,
    'payload_too_large',
    `The file is larger than ${Math.round(maxBytes / 1024 / 1024).toLocaleString('en-US')} MB, the largest import this server takes`,
    { max_bytes: maxBytes },
  );

/** An uploaded file on disk, waiting for its import. */
export interface StoredUpload {
  /** The file name inside the imports directory (the `file_ref` kept with the import). */
  ref: string;
  path: string;
  size: number;
}

/**
 * Streams an upload's body to `dir/<id>.upload`, never holding it in memory: a declared length
 * over `maxBytes` is refused without being stored, and a body that runs past it is refused and its
 * partial file removed.
 */
export async function storeUpload(request: Request, dir: string, id: string, maxBytes: number) {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    if (request.body && worthDiscarding(declared)) await discardBody(request.body.getReader());
    throw importTooLarge(maxBytes);
  }
  if (!request.body) throw badRequest('The request carried no file: send the file as the body');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const ref = `${id}.upload`;
  const file = path.join(dir, ref);
  let size = 0;
  // Past the limit, the rest of the body is read and dropped (http/discard-body.ts says why), up to
  // a point where the connection is not worth keeping.
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size <= maxBytes) done(null, chunk);
      else done(size > maxBytes + DISCARD_MAX_BYTES ? importTooLarge(maxBytes) : null);
    },
  });
  try {
    await pipeline(
      Readable.fromWeb(request.body as import('node:stream/web').ReadableStream),
      limit,
      createWriteStream(file, { mode: 0o600 }),
    );
  } catch (error) {
    await rm(file, { force: true });
    if (error instanceof AppError) throw error;
    throw badRequest('The upload was interrupted before the whole file arrived: please send it again');
  }
  if (size > maxBytes) {
    await rm(file, { force: true });
    throw importTooLarge(maxBytes);
  }
  if (size === 0) {
    await rm(file, { force: true });
    throw badRequest('The request carried no file: send the file as the body');
  }
  return { ref, path: file, size } satisfies StoredUpload;
}

/** Removes an upload once its import no longer needs it; a file already gone is fine. */
export const removeUpload = (dir: string, ref: string) =>
  rm(path.join(dir, path.basename(ref)), { force: true });
