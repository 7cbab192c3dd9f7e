import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/** A file of the zip whose bytes are read only when the zip reaches it (null: written empty). */
export type LazyBytes = () => Promise<Uint8Array | null>;

export interface ZipWriter {
  /** Adds a text file streamed from chunks, read as the zip reaches it. */
  addText(path: string, chunks: () => AsyncIterable<string>): void;
  /** Resolves when the zip has reached every file added so far: the producer may add more. */
  drained(): Promise<void>;
  /** Adds a file whose bytes are fetched when the zip reaches it; stored, not deflated (photos, audio). */
  addFile(path: string, bytes: LazyBytes, compress?: boolean): void;
  end(): void;
  /** Ends the download broken: a failure never looks like a complete zip. */
  fail(error: unknown): void;
  /** True once the download ended (finished, failed or abandoned by the client). */
  readonly closed: boolean;
  /** The zip's bytes, as produced. */
  body: ReadableStream<Uint8Array>;
}

/**
 * A zip written as it is read: yazl pulls each file's stream only when the previous one is done,
 * and the HTTP response pulls the zip, so a slow client slows the database reads down rather than
 * filling memory. A read that fails ends the download broken (no central directory), never a zip
 * that looks complete but is not.
 */
export function createZipWriter(onError: (error: unknown) => void, mtime = new Date()): ZipWriter {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const fail = (error: unknown) => {
    onError(error);
    output.destroy(error instanceof Error ? error : new Error('export failed'));
  };
  const guarded = (source: () => AsyncIterable<string | Buffer>) =>
    Readable.from(
      (async function* () {
        try {
          yield* source();
        } catch (error) {
          fail(error);
        }
      })(),
      { objectMode: false },
    );
  let added = 0;
  let started = 0;
  let pendingDrain: (() => void) | null = null;
  let closed = false;
  // A client that goes away ends the export: a producer waiting to add more is let go.
  output.once('close', () => {
    closed = true;
    pendingDrain?.();
  });
  const starting = () => {
    started += 1;
    if (started === added && pendingDrain) {
      pendingDrain();
      pendingDrain = null;
    }
  };
  return {
    addText(path, chunks) {
      added += 1;
      zip.addReadStreamLazy(path, { mtime }, (cb) => {
        starting();
        cb(null, guarded(chunks));
      });
    },
    addFile(path, bytes, compress = false) {
      added += 1;
      zip.addReadStreamLazy(path, { mtime, compress }, (cb) => {
        starting();
        cb(
          null,
          guarded(async function* () {
            const data = await bytes();
            if (data && data.byteLength > 0) yield Buffer.from(data.buffer, data.byteOffset, data.byteLength);
          }),
        );
      });
    },
    drained() {
      // A marker entry would show in the zip; instead wait on the last added file's start.
      return new Promise((resolve) => {
        pendingDrain = resolve;
        if (started === added || closed) resolve();
      });
    },
    end: () => zip.end(),
    fail,
    get closed() {
      return closed;
    },
    body: Readable.toWeb(output) as ReadableStream<Uint8Array>,
  };
}
