import { discardBody, worthDiscarding } from '../../http/discard-body.ts';
import { AppError } from '../../lib/errors.ts';

export const tooLarge = (maxBytes: number) =>
  new AppError(413, 'payload_too_large', `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`, {
    max_bytes: maxBytes,
  });

/**
 * Reads an upload's raw body as it streams in and stops at the first byte over `maxBytes`, so an
 * oversize file costs at most the limit in memory; the rest of a refused body is read and dropped
 * (http/discard-body.ts) so the answer leaves the connection usable.
 */
export async function readUpload(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    if (request.body && worthDiscarding(declared)) await discardBody(request.body.getReader());
    throw tooLarge(maxBytes);
  }
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await discardBody(reader, size);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
