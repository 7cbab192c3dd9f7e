import type { Context } from 'hono';
import { accepts } from 'hono/accepts';

/** The encodings the server sends, best first: Brotli is smaller than gzip at the same cost. */
const encodings = ['br', 'gzip'] as const;
export type ContentEncoding = (typeof encodings)[number];

/**
 * The encoding to answer this request in, by its `Accept-Encoding`: the one it rates highest
 * (`q`, with `*` standing for any not named), Brotli on a tie; null when it accepts neither.
 * Browsers list `gzip` first and rate both alike, so the header's order is not a preference.
 */
export function chosenEncoding(c: Context): ContentEncoding | null {
  const chosen = accepts(c, {
    header: 'Accept-Encoding',
    supports: [...encodings],
    default: 'identity',
    match: (listed) => {
      const rating = (encoding: string) =>
        listed.find((a) => a.type.toLowerCase() === encoding)?.q ??
        listed.find((a) => a.type === '*')?.q ??
        0;
      let best: { encoding: string; q: number } = { encoding: 'identity', q: 0 };
      for (const encoding of encodings) {
        const q = rating(encoding);
        if (q > best.q) best = { encoding, q };
      }
      return best.encoding;
    },
  });
  return chosen === 'identity' ? null : (chosen as ContentEncoding);
}
