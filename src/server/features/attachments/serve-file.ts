import type { Context } from 'hono';
import parseRange from 'range-parser';
import type { AttachmentVariant } from '../../../shared/schemas/attachments.ts';
import { browserCopyIsCurrent } from '../../http/versioned-file.ts';
import type { AttachmentFile } from './service.ts';

export const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'audio/webm': 'webm',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'application/pdf': 'pdf',
};

/**
 * Sends one stored file with headers that keep it inert: the type decided from its bytes, nosniff,
 * the app's CSP, and a Content-Disposition whose name we make (never the uploaded one). Images
 * and audio show inline; a PDF and every original download.
 */
export function serveAttachment(c: Context, file: AttachmentFile, variant: AttachmentVariant, v?: string) {
  const { row, bytes, contentType } = file;
  const etag = `"${row.etag}-${variant}"`;
  if (browserCopyIsCurrent(c, etag, row.etag, v)) return c.body(null, 304);
  const inline = variant !== 'original' || row.kind === 'audio';
  const name = `attachment-${row.id}-${variant}.${extensions[contentType] ?? 'bin'}`;
  c.header('Content-Type', contentType);
  c.header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${name}"`);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Accept-Ranges', 'bytes');
  const part = requestedPart(c, etag, bytes.byteLength);
  if (part === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${bytes.byteLength}`);
    return c.body(null, 416);
  }
  const body = part ? bytes.subarray(part.start, part.end + 1) : bytes;
  if (part) c.header('Content-Range', `bytes ${part.start}-${part.end}/${bytes.byteLength}`);
  c.header('Content-Length', String(body.byteLength));
  return c.body(body as Uint8Array<ArrayBuffer>, part ? 206 : 200);
}

/**
 * The one byte range asked for, so audio players (Safari's above all) can seek and stream a memo.
 * Several ranges, or an If-Range naming another version, get the whole file, as RFC 9110 allows.
 */
function requestedPart(c: Context, etag: string, size: number) {
  const header = c.req.header('range');
  if (!header) return null;
  const ifRange = c.req.header('if-range');
  if (ifRange !== undefined && ifRange !== etag) return null;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable' as const;
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return ranges[0];
}
