import { describe, expect, it } from 'vitest';
import { JsonArrayElements, JsonStreamError } from './json-array-elements.ts';

/** The elements read from `text` delivered in pieces of `size` bytes (all at once by default). */
function read(text: string | Buffer, size = Number.POSITIVE_INFINITY, max = 1024 * 1024) {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8');
  const reader = new JsonArrayElements('entries', max);
  const out: unknown[] = [];
  for (let at = 0; at < bytes.length; at += size)
    out.push(...reader.write(bytes.subarray(at, Math.min(bytes.length, at + size))));
  reader.end();
  return out;
}

const refusal = (text: string | Buffer, size?: number, max?: number) => {
  try {
    read(text, size, max);
    return null;
  } catch (error) {
    if (error instanceof JsonStreamError) return error.reason;
    throw error;
  }
};

const journal = JSON.stringify(
  {
    metadata: { version: '1.0', entries: ['not these: they are not at the top'] },
    entries: [
      { uuid: 'A', text: 'He said "hi" \\ and left ]} {[ , : \n', tags: ['x', 'y'], starred: true },
      { uuid: 'B', text: 'Grüße aus Köln 🌸 — ünïcödé', location: { latitude: -1.5e-3, n: null } },
      'a string',
      42,
      [1, [2, { three: [] }]],
      { uuid: 'C', text: '\\"\\\\', empty: {} },
      { runs: Array.from({ length: 7 }, (_, k) => `${'\\'.repeat(k)}"${'\\'.repeat(k)}`) },
    ],
    after: { entries: [9] },
  },
  null,
  2,
);
const expected = (JSON.parse(journal) as { entries: unknown[] }).entries;

describe('the elements of a top-level array, read as the bytes arrive', () => {
  it('gives what JSON.parse gives, however the bytes are cut (even inside a character)', () => {
    expect(read(journal)).toEqual(expected);
    for (const size of [1, 2, 3, 7, 64, 1000]) expect(read(journal, size)).toEqual(expected);
  });

  it('skips a byte-order mark, and gives nothing when the top holds no such array', () => {
    expect(read(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(journal)]), 2)).toEqual(expected);
    for (const doc of [
      '{}',
      '{"entries": {"a": [1]}}',
      '{"entries": 3}',
      '[{"entries": [1]}]',
      ' 12 ',
      '"x"',
    ])
      expect(read(doc)).toEqual([]);
    expect(read('{"entries": []}')).toEqual([]);
  });

  it('refuses a document cut short anywhere', () => {
    const bytes = Buffer.from(journal);
    for (let end = 0; end < bytes.length; end++)
      expect(refusal(bytes.subarray(0, end), 5), `cut at ${end}`).toBe('invalid');
  });

  it('refuses what JSON.parse refuses, between the elements as inside them', () => {
    for (const doc of [
      '{"entries": [1, 2,]}',
      '{"entries": [1 2]}',
      '{"entries": [,1]}',
      '{"entries": [1]} x',
      '{"entries": [1]}{}',
      '{"entries" [1]}',
      '{entries: [1]}',
      "{'entries': [1]}",
      '{"a": 1,}',
      '{"a": }',
      '{"a": 1 "b": 2}',
      '{"entries": [{"a": 1,}]}',
      '{"entries": [tru]}',
      '{"entries": [01]}',
      '{"metadata": {"v": 1]}, "entries": []}',
      '{"entries": ["a\u0001b"]}',
      '',
      Buffer.from([0xef, 0xbb, 0x7b, 0x7d]),
    ])
      expect(refusal(doc), String(doc)).toBe('invalid');
  });

  it('refuses one value longer than the limit, whatever the document', () => {
    const long = JSON.stringify({ entries: [{ text: 'x'.repeat(5000) }] });
    expect(refusal(long, 100, 4000)).toBe('too_large');
    expect(refusal(JSON.stringify({ metadata: 'x'.repeat(5000), entries: [] }), 100, 4000)).toBe('too_large');
    expect(read(long, 100, 6000)).toHaveLength(1);
  });
});
