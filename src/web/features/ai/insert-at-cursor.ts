/** `text` put into `value` at `cursor`, with a space on either side where the words would touch. */
export function insertAt(value: string, cursor: number, text: string): { value: string; cursor: number } {
  const at = Math.max(0, Math.min(cursor, value.length));
  const before = value.slice(0, at);
  const after = value.slice(at);
  const words = text.trim();
  if (!words) return { value, cursor: at };
  const lead = before && !/\s$/.test(before) ? ' ' : '';
  const trail = after && !/^\s/.test(after) ? ' ' : '';
  const inserted = `${lead}${words}${trail}`;
  return { value: `${before}${inserted}${after}`, cursor: at + lead.length + words.length };
}
