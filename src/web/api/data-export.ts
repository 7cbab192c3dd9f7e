import type { ExportFormat } from '../../shared/schemas/export.ts';
import { localTimeZone } from './entries.ts';
import { ApiError, call, client } from './http.ts';

/** The account's export: a summary for the progress estimate, and the zip itself, streamed. */

export const exportSummary = () => call(client.GET('/api/v1/export/summary'));

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

const fileNameOf = (response: Response, format: ExportFormat) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
  `memento-${format}.zip`;

/**
 * Downloads the zip, reporting bytes as they arrive. Read here rather than by the browser's own
 * download so the page can show progress; a stream that ends early (the server stopped, the
 * connection dropped) is an error, never a truncated file handed to the user.
 */
export async function downloadExport(
  format: ExportFormat,
  onProgress: (bytes: number) => void,
  signal: AbortSignal,
): Promise<ExportedFile> {
  const query = new URLSearchParams({ format, tz: localTimeZone() });
  let response: Response;
  try {
    response = await fetch(`/api/v1/export?${query}`, { credentials: 'same-origin', signal });
  } catch (cause) {
    if (signal.aborted) throw cause;
    throw new ApiError(
      0,
      'unavailable',
      'Memento could not be reached. Check your connection and try again.',
    );
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code: string; message: string };
    } | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'internal',
      body?.error?.message ?? `The export failed (${response.status})`,
    );
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received);
    }
  } catch (cause) {
    if (signal.aborted) throw cause;
    throw new ApiError(
      0,
      'incomplete',
      'The export stopped before it was complete, so nothing was saved. Please try again.',
    );
  }
  return { blob: new Blob(chunks, { type: 'application/zip' }), fileName: fileNameOf(response, format) };
}

/** Hands a downloaded file to the browser's own save (the Downloads folder, or a prompt). */
export function saveFile({ blob, fileName }: ExportedFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
