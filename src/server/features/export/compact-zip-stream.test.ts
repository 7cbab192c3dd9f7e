import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import ZipStream from 'zip-stream';
import { CompactZipStream } from './compact-zip-stream.ts';

type Entry = { name: string; data: string | Buffer; store?: boolean; stream?: boolean };

/** The zip `Zip` writes of `entries`, whole. */
async function zipOf(make: () => ZipStream, entries: Entry[]): Promise<Buffer> {
  const zip = make();
  const out: Buffer[] = [];
  zip.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve, reject) => {
    zip.on('end', resolve);
    zip.on('error', reject);
  });
  const date = new Date(Date.UTC(2024, 1, 29, 12, 30, 0));
  for (const e of entries)
    await new Promise<void>((resolve, reject) =>
      zip.entry(
        e.stream ? Readable.from([Buffer.from(e.data)]) : Buffer.from(e.data),
        { name: e.name, date, store: e.store ?? false },
        (error) => (error ? reject(error) : resolve()),
      ),
    );
  zip.finalize();
  await ended;
  return Buffer.concat(out);
}

describe('the compact zip stream', () => {
  it('writes the same bytes as zip-stream, for files streamed or whole, deflated or stored', async () => {
    const entries: Entry[] = [
      { name: 'memento.json', data: '{"format": "memento"}\n'.repeat(200), stream: true },
      { name: 'entries/2024-02-29 Grüße aus Köln.md', data: '---\ntitle: Grüße\n---\nText', stream: true },
      {
        name: 'entries/photo.jpg',
        data: Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]),
        store: true,
        stream: true,
      },
      { name: 'entries/empty.md', data: '', stream: true },
      { name: 'whole.txt', data: 'not streamed' },
      { name: 'whole-stored.bin', data: Buffer.alloc(3000, 7), store: true },
      // Enough files for a central directory of several blocks (of 4 KB here: 300 records of about
      // 60 bytes), without making the test slow (3,000 files and 64 KB blocks took 4 to 5 s).
      ...Array.from({ length: 300 }, (_, i) => ({ name: `many/${i}.md`, data: `file ${i}`, stream: true })),
    ];
    const expected = await zipOf(() => new ZipStream({ forceZip64: false }), entries);
    const actual = await zipOf(() => new CompactZipStream({ forceZip64: false }, 4 * 1024), entries);
    expect(actual.length).toBe(expected.length);
    expect(actual.equals(expected)).toBe(true);
  });
});
