import type { Highlight } from '../../../shared/schemas/search.ts';

// ts_headline wraps matches in these markers. Control characters cannot be typed into a form and
// are stripped from the text before highlighting, so user text can never fake a marker.
export const MATCH_START = '\u0001';
export const MATCH_END = '\u0002';

export const headlineOptions = (extra: string) => `StartSel=${MATCH_START}, StopSel=${MATCH_END}, ${extra}`;

/** Turns a marked-up headline into plain text pieces, the matches flagged. */
export function toHighlight(marked: string): Highlight {
  const pieces: Highlight = [];
  for (const [i, part] of marked.split(MATCH_START).entries()) {
    const [inside, after] = i === 0 ? [undefined, part] : splitOnce(part, MATCH_END);
    if (inside) pieces.push({ text: inside, match: true });
    if (after) pieces.push({ text: after, match: false });
  }
  return pieces;
}

function splitOnce(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + marker.length)];
}

/**
 * The words of what the user typed as a tsquery for to_tsquery: every word must match, the last
 * one as a prefix because the user may still be typing it. Only letters and digits survive, so
 * nothing the user types can be tsquery syntax. Null when no word is left.
 */
export function toPrefixQuery(typed: string): string | null {
  const words =
    typed
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 12) ?? [];
  if (words.length === 0) return null;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}

const squashed = (text: string) => text.replace(/\s+/g, ' ').trim();
const COMPARED = 30;

/**
 * Marks a snippet cut from a longer text: '…' where it starts after the text's start or ends
 * before its end (`textStart` and `textEnd` are the text's first and last characters).
 */
export function withEllipses(snippet: Highlight, textStart: string, textEnd: string): Highlight {
  const plain = squashed(snippet.map((p) => p.text).join(''));
  if (!plain) return snippet;
  const cutBefore = !squashed(textStart).startsWith(plain.slice(0, COMPARED));
  const cutAfter = !squashed(textEnd).endsWith(plain.slice(-COMPARED));
  return [
    ...(cutBefore ? [{ text: '…', match: false }] : []),
    ...snippet,
    ...(cutAfter ? [{ text: '…', match: false }] : []),
  ];
}
