/**
 * The one place that decides what a file is, from its own bytes (its magic number), never from
 * its name or the Content-Type a client sent. Connection images and entry attachments both ask here.
 * (The `file-type` package does this too, but its current major needs Node 22; these few formats are
 * short, fixed signatures.)
 */
export const fileTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'audio/webm',
  'audio/mp4',
  'audio/mpeg',
  'audio/wav',
  'application/pdf',
] as const;
export type FileType = (typeof fileTypes)[number];

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const text = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

/** ISO base media (MP4, AVIF): an `ftyp` box whose brands say what the file holds. */
function isoMediaType(bytes: Uint8Array): FileType | null {
  if (!startsWith(bytes, ascii('ftyp'), 4)) return null;
  const boxSize = Math.min(
    (bytes[0] ?? 0) * 2 ** 24 + ((bytes[1] ?? 0) << 16) + ((bytes[2] ?? 0) << 8) + (bytes[3] ?? 0),
    64,
  );
  const brands = text(bytes, 8, boxSize);
  if (/avi[fs]/.test(brands)) return 'image/avif';
  if (/M4A |M4B |mp4[12]|isom|iso[2-9]|dash/.test(brands)) return 'audio/mp4';
  return null;
}

/** MP3: an ID3 tag, or an MPEG audio frame sync (11 set bits, layer III). */
const isMp3 = (bytes: Uint8Array) =>
  startsWith(bytes, ascii('ID3')) ||
  (bytes.length >= 2 && bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe6) === 0xe2);

/** The type the bytes themselves declare; null for anything else (SVG and HTML included). */
export function sniffFileType(bytes: Uint8Array): FileType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WAVE'), 8)) return 'audio/wav';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  // WebM is Matroska (EBML header); the recorder's audio-only WebM is the one we take.
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && text(bytes, 0, 64).includes('webm')) return 'audio/webm';
  return isoMediaType(bytes) ?? (isMp3(bytes) ? 'audio/mpeg' : null);
}

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';
const connectionImageTypes: readonly FileType[] = ['image/jpeg', 'image/png', 'image/webp'];

/** A connection picture: JPEG, PNG or WebP by its magic number; null for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const type = sniffFileType(bytes);
  return type && connectionImageTypes.includes(type) ? (type as ImageType) : null;
}
