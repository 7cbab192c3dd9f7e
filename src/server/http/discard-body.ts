/** The most of a refused upload the server reads only to throw it away. */
export const DISCARD_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Reads and drops the rest of a request body the server refuses (an upload over the size limit),
 * then the answer goes out on a connection that can carry the client's next request. Left unread,
 * the body is drained after the answer by the HTTP adapter for half a second only: on a loaded
 * machine a few megabytes take longer, the adapter then closes a connection it has just answered
 * as kept alive, and the client's next request on it fails (EPIPE, seen in CI). A body declared or
 * found larger than DISCARD_MAX_BYTES is not waited for: that connection is closed.
 */
export async function discardBody(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  alreadyRead = 0,
): Promise<void> {
  let read = alreadyRead;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    read += value.byteLength;
    if (read > DISCARD_MAX_BYTES) {
      await reader.cancel();
      return;
    }
  }
}

/** Whether a body declared this long is worth reading to the end to keep its connection. */
export const worthDiscarding = (declaredBytes: number) =>
  !Number.isFinite(declaredBytes) || declaredBytes <= DISCARD_MAX_BYTES;
