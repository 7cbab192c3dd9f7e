import ZipStream from 'zip-stream';

/** What CompactZipStream uses of compress-commons' ZipArchiveOutputStream (7.x), which zip-stream extends. */
interface ZipInternals {
  offset: number;
  _entries: { push(entry: unknown): number; readonly length: number };
  _archive: {
    centralOffset: number;
    centralLength: number;
    finish: boolean;
    finished: boolean;
    processing: boolean;
  };
  _writeCentralFileHeader(entry: unknown): void;
  _writeCentralDirectoryZip64(): void;
  _writeCentralDirectoryEnd(): void;
  isZip64(): boolean;
  write(chunk: Buffer | string): boolean;
}

/** The central directory is kept in blocks of this size, and written a block at a time. */
const BLOCK_BYTES = 1024 * 1024;

/**
 * The central directory of a zip as it grows: each file's record as bytes, in a few large
 * blocks, counted like the list of entries it replaces.
 */
class CentralDirectory {
  readonly blocks: Buffer[] = [];
  private block: Buffer;
  private used = 0;
  length = 0;

  constructor(private readonly blockBytes: number) {
    this.block = Buffer.allocUnsafe(blockBytes);
  }

  add(record: Buffer): void {
    if (this.used + record.length > this.block.length) {
      this.blocks.push(this.block.subarray(0, this.used));
      this.block = Buffer.allocUnsafe(Math.max(this.blockBytes, record.length));
      this.used = 0;
    }
    this.used += record.copy(this.block, this.used);
    this.length += 1;
  }

  /** Every block, the last one cut to what it holds. */
  all(): Buffer[] {
    return [...this.blocks, this.block.subarray(0, this.used)];
  }
}

/**
 * zip-stream (compress-commons), writing the same bytes with far fewer objects per file.
 *
 * compress-commons writes each header as a dozen writes of two to four bytes, each its own newly
 * allocated Buffer and stream chunk, and keeps every file's entry object (a few hundred bytes with
 * its parts) for the central directory, which it writes at the end in one synchronous loop of
 * twenty writes per file, all buffered at once. For the 52,000 files of a 50,000-entry Markdown
 * export that was 800,000 chunks while streaming, tens of MB of entry objects, and a million
 * buffered writes (about 150 MB more) at the end. Here each header is gathered into one write,
 * each file's central directory record is made as soon as the file is written (from the library's
 * own writer: crc, sizes and offset are final by then) and kept as bytes (about 100 per file),
 * and the directory goes out a block at a time, each waiting until the client has read the last.
 */
export class CompactZipStream extends ZipStream {
  private readonly directory: CentralDirectory;

  /** `blockBytes`: how the central directory is kept and written (tests make it small). */
  constructor(options: ConstructorParameters<typeof ZipStream>[0], blockBytes = BLOCK_BYTES) {
    super(options);
    this.directory = new CentralDirectory(blockBytes);
    const zip = this as unknown as ZipInternals;
    const directory = this.directory;
    // The library's list of entries, kept as the bytes of their records (its only other use is its length).
    zip._entries = {
      push: (entry) => {
        directory.add(this.gathered(() => zip._writeCentralFileHeader(entry)));
        return directory.length;
      },
      get length() {
        return directory.length;
      },
    };
  }

  /** The bytes the library's writer `records` writes, as one Buffer, instead of written. */
  private gathered(records: () => void): Buffer {
    const zip = this as unknown as ZipInternals;
    const own = Object.hasOwn(zip, 'write') ? zip.write : undefined;
    const parts: Buffer[] = [];
    let length = 0;
    // The offset moves as the library writes, since it reads it between writes (a header's offsets).
    zip.write = (chunk) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      parts.push(bytes);
      length += bytes.length;
      zip.offset += bytes.length;
      return true;
    };
    try {
      records();
    } finally {
      if (own) zip.write = own;
      else delete (zip as Partial<ZipInternals>).write;
    }
    zip.offset -= length;
    return Buffer.concat(parts, length);
  }

  /** Writes what `records` writes as one chunk. */
  private inOneWrite(records: () => void): void {
    (this as unknown as ZipInternals).write(this.gathered(records));
  }

  override _writeLocalFileHeader(entry: unknown): void {
    this.inOneWrite(() => super._writeLocalFileHeader(entry as never));
  }

  override _writeDataDescriptor(entry: unknown): void {
    this.inOneWrite(() => super._writeDataDescriptor(entry as never));
  }

  override _finish(): void {
    const zip = this as unknown as ZipInternals;
    const write = (chunk: Buffer) =>
      zip.write(chunk) ? Promise.resolve() : new Promise<void>((resolve) => this.once('drain', resolve));
    const run = async () => {
      zip._archive.centralOffset = zip.offset;
      for (const block of this.directory.all()) {
        await write(block);
        if (this.destroyed) return;
      }
      zip._archive.centralLength = zip.offset - zip._archive.centralOffset;
      this.inOneWrite(() => {
        if (zip.isZip64()) zip._writeCentralDirectoryZip64();
        zip._writeCentralDirectoryEnd();
      });
      zip._archive.processing = false;
      zip._archive.finish = true;
      zip._archive.finished = true;
      this.end();
    };
    run().catch((error) => this.destroy(error));
  }
}
