import { Readable } from 'node:stream';
import ZipStream from 'zip-stream';

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

interface Pending {
  path: string;
  store: boolean;
  chunks: () => AsyncIterable<string | Buffer>;
}

/**
 * A zip written as it is read: files wait in a queue as thunks and are written one at a time,
 * each read only when the zip reaches it, and the HTTP response pulls the zip, so a slow client
 * slows the database reads down rather than filling memory. A read that fails ends the download
 * broken (no central directory), never a zip that looks complete but is not.
 *
 * zip-stream takes one entry at a time, so the cost of a file does not grow with the files before
 * it (yazl, used before, scanned every earlier file on each step: a 50,000-entry Markdown export
 * took six minutes).
 */
export function createZipWriter(onError: (error: unknown) => void, mtime = new Date()): ZipWriter {
  const zip = new ZipStream({ forceZip64: false });
  const queue: Pending[] = [];
  let ending = false;
  let writing = false;
  let closed = false;
  let pendingDrain: (() => void) | null = null;
  const releaseDrain = () => {
    pendingDrain?.();
    pendingDrain = null;
  };
  const fail = (error: unknown) => {
    if (closed) return;
    onError(error);
    zip.destroy(error instanceof Error ? error : new Error('export failed'));
  };
  // A client that goes away ends the export: a producer waiting to add more is let go.
  zip.once('close', () => {
    closed = true;
    releaseDrain();
  });

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

  const writeNext = () => {
    if (writing || closed) return;
    const next = queue.shift();
    if (!next) {
      releaseDrain();
      if (ending) {
        ending = false;
        zip.finalize();
      }
      return;
    }
    writing = true;
    // Once the last queued file starts, the producer may read the next page while it is written.
    if (queue.length === 0) releaseDrain();
    zip.entry(guarded(next.chunks), { name: next.path, date: mtime, store: next.store }, (error) => {
      writing = false;
      if (error) fail(error);
      else writeNext();
    });
  };

  const enqueue = (file: Pending) => {
    queue.push(file);
    writeNext();
  };

  return {
    addText(path, chunks) {
      enqueue({ path, store: false, chunks });
    },
    addFile(path, bytes, compress = false) {
      enqueue({
        path,
        store: !compress,
        chunks: async function* () {
          const data = await bytes();
          if (data && data.byteLength > 0) yield Buffer.from(data.buffer, data.byteOffset, data.byteLength);
        },
      });
    },
    drained() {
      return new Promise((resolve) => {
        if (queue.length === 0 || closed) resolve();
        else pendingDrain = resolve;
      });
    },
    end() {
      ending = true;
      writeNext();
    },
    fail,
    get closed() {
      return closed;
    },
    body: Readable.toWeb(zip) as ReadableStream<Uint8Array>,
  };
}
