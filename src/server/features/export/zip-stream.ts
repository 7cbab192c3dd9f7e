import { Readable } from 'node:stream';
import { CompactZipStream } from './compact-zip-stream.ts';

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
  const zip = new CompactZipStream({ forceZip64: false });
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
    body: inPieces(zip),
  };
}

/** What the HTTP response is sent in: pieces of this many bytes (the last one shorter). */
const PIECE_BYTES = 64 * 1024;

/**
 * The zip's bytes gathered into pieces of 64 KB. compress-commons writes each file's headers as a
 * dozen writes of two to four bytes, each its own chunk: a 50,000-entry Markdown export came out
 * as 800,000 chunks of about 26 bytes, every one a step through the web stream and the response,
 * and garbage for the collector. The zip is read while the client reads (the source is paused
 * whenever a piece is ready and waits for the next pull); an error or an abandoned zip errors the
 * download, and a client that goes away destroys the zip.
 */
function inPieces(source: Readable): ReadableStream<Uint8Array> {
  let parts: Buffer[] = [];
  let length = 0;
  let ended = false;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  source.pause();
  source.on('data', (chunk: Buffer) => {
    parts.push(chunk);
    length += chunk.length;
    if (length >= PIECE_BYTES) {
      source.pause();
      notify();
    }
  });
  source.once('end', () => {
    ended = true;
    notify();
  });
  source.once('error', (error) => {
    failure = error;
    notify();
  });
  source.once('close', () => {
    if (!ended) failure ??= new Error('the zip was not finished');
    notify();
  });
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        while (length < PIECE_BYTES && !ended && !failure)
          await new Promise<void>((resolve) => {
            wake = resolve;
            source.resume();
          });
        if (failure) return controller.error(failure);
        if (length > 0)
          controller.enqueue(parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts, length));
        parts = [];
        length = 0;
        if (ended) controller.close();
      },
      cancel(reason) {
        source.destroy(reason instanceof Error ? reason : undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
