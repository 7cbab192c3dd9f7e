import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError, badRequest } from '../../../lib/errors.ts';

/** Bounds on what a zip may unpack to, checked from its central directory before anything is read. */
export interface ZipLimits {
  maxEntries: number;
  maxTotalBytes: number;
  /** Past this ratio of unpacked to packed size (on an entry over 1 MB) the zip is a bomb. */
  maxRatio: number;
}

export const zipLimitsFor = (maxUploadBytes: number): ZipLimits => ({
  maxEntries: 100_000,
  maxTotalBytes: Math.max(4 * maxUploadBytes, 256 * 1024 * 1024),
  maxRatio: 200,
});

const refused = (why: string) => badRequest(`The zip file was refused: ${why}. Nothing was imported.`);
const MB = 1024 * 1024;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** What yauzl says about a damaged archive, in words a person can act on. */
function explain(error: unknown): AppError {
  const message = error instanceof Error ? error.message : '';
  if (/absolute path|invalid relative path|invalid characters/.test(message))
    return refused('it holds a file whose path leaves the archive (such as ../ or /)');
  if (/encrypted/i.test(message)) return refused('it is encrypted');
  return badRequest(
    'The zip file is damaged or incomplete (was the upload or the download cut short?): nothing was imported',
  );
}

function checkEntry(entry: Entry, limits: ZipLimits) {
  const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
  if (mode === S_IFLNK) throw refused('it holds a symbolic link');
  if (entry.isEncrypted()) throw refused('it is encrypted');
  const name = entry.fileName;
  if (name.startsWith('/') || name.split('/').includes('..') || name.includes('\0'))
    throw refused('it holds a file whose path leaves the archive (such as ../ or /)');
  const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
  if (entry.uncompressedSize > MB && ratio > limits.maxRatio)
    throw refused(`one file unpacks to ${Math.round(ratio)} times its packed size, a zip bomb`);
}

/**
 * A zip archive checked as a whole before any of it is unpacked: entry count, total unpacked
 * size, compression ratio, paths that leave the archive, symbolic links, encryption and a damaged
 * or truncated directory are refused with a clear message. Reads of single files come after.
 */
export class SafeZip {
  private constructor(
    private readonly zip: ZipFile,
    private readonly entries: Map<string, Entry>,
  ) {}

  static async open(file: string, limits: ZipLimits): Promise<SafeZip> {
    let zip: ZipFile;
    try {
      zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
    } catch (error) {
      throw explain(error);
    }
    try {
      if (zip.entryCount > limits.maxEntries)
        throw refused(
          `it holds ${zip.entryCount.toLocaleString('en-US')} files, more than ${limits.maxEntries.toLocaleString('en-US')}`,
        );
      const entries = new Map<string, Entry>();
      let total = 0;
      for await (const entry of zip.eachEntry()) {
        checkEntry(entry, limits);
        total += entry.uncompressedSize;
        if (total > limits.maxTotalBytes)
          throw refused(
            `it unpacks to more than ${Math.round(limits.maxTotalBytes / MB).toLocaleString('en-US')} MB`,
          );
        if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
      }
      return new SafeZip(zip, entries);
    } catch (error) {
      zip.close();
      throw error instanceof AppError ? error : explain(error);
    }
  }

  /** Every file's path inside the archive (folders left out). */
  names(): string[] {
    return [...this.entries.keys()];
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  sizeOf(name: string): number {
    return this.entries.get(name)?.uncompressedSize ?? 0;
  }

  /** One file's bytes; refused when it unpacks to more than `maxBytes`. */
  async readBytes(name: string, maxBytes: number): Promise<Buffer> {
    if (this.sizeOf(name) > maxBytes)
      throw badRequest(
        `${name} in the zip file is larger than ${Math.round(maxBytes / MB)} MB, the most one file may be`,
      );
    const chunks: Buffer[] = [];
    for await (const chunk of this.stream(name)) chunks.push(chunk);
    return Buffer.concat(chunks);
  }

  /** One file's bytes as they unpack; a damaged archive is refused with a clear message. */
  async *stream(name: string): AsyncGenerator<Buffer> {
    const entry = this.entries.get(name);
    if (!entry) throw badRequest(`The zip file has no ${name}`);
    let stream: Readable;
    try {
      stream = await this.zip.openReadStreamPromise(entry);
    } catch (error) {
      throw explain(error);
    }
    try {
      for await (const chunk of stream) yield chunk as Buffer;
    } catch (error) {
      throw explain(error);
    } finally {
      stream.destroy();
    }
  }

  close(): void {
    this.zip.close();
  }
}

/** True when the bytes start like a zip archive (a local file header or an empty archive). */
export const looksLikeZip = (head: Uint8Array) =>
  head[0] === 0x50 &&
  head[1] === 0x4b &&
  (head[2] === 0x03 || head[2] === 0x05) &&
  (head[3] === 0x04 || head[3] === 0x06);
