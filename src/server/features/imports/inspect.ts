import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { badRequest } from '../../lib/errors.ts';
import type { ImportFormatModule, ImportPlan, ImportSource } from './formats/format.ts';
import { importFormatModules } from './formats/index.ts';
import { looksLikeZip, SafeZip, zipLimitsFor } from './zip/safe-zip.ts';

const HEAD_BYTES = 64 * 1024;

/** An uploaded file opened for its format: close() when done with it. */
export interface OpenedUpload {
  source: ImportSource;
  close(): void;
}

async function readHead(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Opens an upload: a zip is checked whole (SafeZip) before any of it is read. */
export async function openUpload(
  file: string,
  size: number,
  fileName: string | null,
  maxUploadBytes: number,
): Promise<OpenedUpload> {
  const headBytes = await readHead(file);
  if (looksLikeZip(headBytes)) {
    const zip = await SafeZip.open(file, zipLimitsFor(maxUploadBytes));
    return { source: { kind: 'zip', zip, fileName }, close: () => zip.close() };
  }
  const read = async (maxBytes: number) => {
    if (size > maxBytes)
      throw badRequest(
        `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB, the most this format may be`,
      );
    return readFile(file);
  };
  const head = new TextDecoder('utf-8', { fatal: false }).decode(headBytes).replace(/^\uFEFF/, '');
  const stream = () => createReadStream(file) as AsyncIterable<Buffer>;
  return { source: { kind: 'file', head, headBytes, size, fileName, read, stream }, close: () => {} };
}

export const unknownFormat = () =>
  badRequest(
    'This file is not one Memento can import: choose a Memento export (.zip), a Day One JSON export (.zip or Journal.json) or contacts as vCard (.vcf). Nothing was imported.',
  );

/** Which format the source is, by its contents; a clear 400 when none reads it. */
export async function detectFormat(source: ImportSource): Promise<ImportFormatModule> {
  for (const format of importFormatModules) if (await format.detect(source)) return format;
  throw unknownFormat();
}

/** Detects the format and reads the plan: what the import will do, before it starts. */
export async function planUpload(
  source: ImportSource,
): Promise<{ format: ImportFormatModule; plan: ImportPlan }> {
  const format = await detectFormat(source);
  return { format, plan: await format.plan(source) };
}
