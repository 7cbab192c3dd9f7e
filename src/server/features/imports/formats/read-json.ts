import { badRequest } from '../../../lib/errors.ts';
import type { ImportSource } from './format.ts';
import { JsonArrayElements, JsonStreamError } from './json-array-elements.ts';

/**
 * The most JSON one file of an import may hold when it is parsed whole (a Memento export's
 * memento.json, read at once since its sections refer to each other): docs/decisions/022-imports.md.
 */
export const MAX_JSON_BYTES = 256 * 1024 * 1024;

/**
 * The most bytes a streamed file may run on without finishing one element: what one element
 * (a Day One entry) may take while it is gathered.
 */
export const MAX_JSON_ELEMENT_BYTES = 64 * 1024 * 1024;

const notJson = (zipName: string | null) =>
  badRequest(`${zipName ?? 'The file'} is not valid JSON (is it complete?): nothing was imported`);

/** Parses one JSON file of the source (a zip member, or the uploaded file itself), size-limited. */
export async function readJson(source: ImportSource, zipName: string | null): Promise<unknown> {
  const bytes =
    source.kind === 'zip' && zipName
      ? await source.zip.readBytes(zipName, MAX_JSON_BYTES)
      : await readWhole(source);
  try {
    return JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw notJson(zipName);
  }
}

function readWhole(source: ImportSource) {
  if (source.kind !== 'file') throw badRequest('The zip file names no JSON file to read');
  return source.read(MAX_JSON_BYTES);
}

/**
 * The elements of the array under `key` at the top of a JSON file (a zip member, or the uploaded
 * file itself), yielded as soon as they are parsed while the file streams in (the elements that
 * each chunk of the file completed), so a journal of any length is never held whole
 * (docs/decisions/031, json-array-elements.ts). A file whose top is not an object with that array
 * yields nothing; a file that is not JSON, or ends early, is refused.
 */
export async function* streamJsonArray(
  source: ImportSource,
  zipName: string | null,
  key: string,
): AsyncGenerator<unknown[]> {
  const reader = new JsonArrayElements(key, MAX_JSON_ELEMENT_BYTES);
  const input = source.kind === 'zip' && zipName ? source.zip.stream(zipName) : streamWhole(source);
  try {
    for await (const chunk of input) {
      const elements = reader.write(chunk);
      if (elements.length > 0) yield elements;
    }
    reader.end();
  } catch (error) {
    if (!(error instanceof JsonStreamError)) throw error;
    throw error.reason === 'too_large'
      ? badRequest(
          `${zipName ?? 'The file'} holds an element larger than ${MAX_JSON_ELEMENT_BYTES / 1024 / 1024} MB: nothing was imported`,
        )
      : notJson(zipName);
  }
}

function streamWhole(source: ImportSource) {
  if (source.kind !== 'file') throw badRequest('The zip file names no JSON file to read');
  return source.stream();
}
