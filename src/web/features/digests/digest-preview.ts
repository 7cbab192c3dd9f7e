/** About four lines of a card on a 375 px phone: the card shows whole lines, never a clamp's cut. */
export const PREVIEW_CHARS = 140;

const MONTH = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?$/i;
const NUMBER = /^\d+[,.]?$/;

/**
 * The start of a digest for its card: whole sentences while they fit, otherwise the first sentence
 * cut between words with an ellipsis, never inside a date ("Nov 21" stays whole or goes).
 */
export function digestPreview(content: string, limit = PREVIEW_CHARS): string {
  const text = content.replace(/\s+/g, ' ').trim();
  if (text.length <= limit) return text;
  const sentences = text.match(/[^.!?]+[.!?]+["”’)]*\s*/g) ?? [];
  let whole = '';
  for (const sentence of sentences) {
    if ((whole + sentence).trim().length > limit) break;
    whole += sentence;
  }
  if (whole.trim()) return `${whole.trim()} …`;
  const words = text.slice(0, limit).split(' ').slice(0, -1);
  while (words.length > 1 && (MONTH.test(words.at(-1) ?? '') || NUMBER.test(words.at(-1) ?? ''))) words.pop();
  return `${words.join(' ').replace(/[,;:–—-]+$/, '')}…`;
}
