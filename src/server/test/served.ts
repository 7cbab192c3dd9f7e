import { brotliDecompressSync } from 'node:zlib';
import { expect } from 'vitest';

/** Expects the answer's headers of these names to have exactly these values (null: not sent). */
export function expectHeaders(res: Response, expected: Record<string, string | null>) {
  const sent = Object.fromEntries(Object.keys(expected).map((name) => [name, res.headers.get(name)]));
  expect(sent).toEqual(expected);
}

/** The text of an answer sent Brotli-compressed. */
export const brotliText = async (res: Response) =>
  brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
