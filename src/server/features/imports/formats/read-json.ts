import { badRequest } from '../../../lib/errors.ts';
import type { ImportSource } from './format.ts';

/**
 * The most JSON one file of an import may hold. JSON.parse needs the whole text, so it is bounded
 * (a 50,000-entry Day One journal is about 60 MB): docs/decisions/022-imports.md.
 */
export const MAX_JSON_BYTES = 256 * 1024 * 1024;

/** Parses one JSON file of the source (a zip member, or the uploaded file itself), size-limited. */
export async function readJson(source: ImportSource, zipName: string | null): Promise<unknown> {
  const bytes =
    source.kind === 'zip' && zipName
      ? await source.zip.readBytes(zipName, MAX_JSON_BYTES)
      : await readWhole(source);
  try {
    return JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw badRequest(`${zipName ?? 'The file'} is not valid JSON (is it complete?): nothing was imported`);
  }
}

function readWhole(source: ImportSource) {
  if (source.kind !== 'file') throw badRequest('The zip file names no JSON file to read');
  return source.read(MAX_JSON_BYTES);
}
