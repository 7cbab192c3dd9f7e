import { ENTRY_LIMITS } from '../../../../../shared/schemas/entries.ts';

/**
 * Day One escapes Markdown punctuation the writer typed as plain text (`3\.5`, `and\/or`,
 * `well\-known`). These characters mean nothing in running Markdown text, so the backslash goes;
 * the ones that do (`\*`, `\_`, `\[`, `\#`…) keep it, and Markdown shows them as typed.
 */
export const unescapeDayOne = (text: string) => text.replace(/\\([./\-()!+:'",?=&%;@~$])/g, '$1');

const stripInline = (line: string) =>
  line
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/[*_`~]+/g, '')
    .replace(/^\s*(?:[-+>]|\d+\.)\s+/, '')
    .trim();

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/**
 * The title and content of a Day One text: a leading `# heading` becomes the title (and leaves
 * the content), otherwise the first line with words is the title and the text stays whole.
 */
export function titleAndContent(raw: string): { title: string | null; content: string } {
  const text = unescapeDayOne(raw.replace(/\r\n?/g, '\n')).trim();
  const heading = /^#{1,6}[ \t]+(.+?)[ \t#]*(?:\n|$)/.exec(text);
  if (heading?.[1]) {
    const title = stripInline(heading[1]);
    if (title)
      return { title: clip(title, ENTRY_LIMITS.title), content: text.slice(heading[0].length).trim() };
  }
  const firstLine = text
    .split('\n')
    .map(stripInline)
    .find((line) => line.length > 0);
  return { title: firstLine ? clip(firstLine, ENTRY_LIMITS.title) : null, content: text };
}

/** "November 3, 2024" in the zone the entry was written in: the title of an entry with no words. */
export function dateTitle(at: Date, timeZone: string | undefined): string {
  const format = (zone?: string) =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: zone }).format(at);
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}

/**
 * What Memento keeps of Day One's context (docs/decisions/022): the weather and the zone the
 * entry was written in, one line, in context_text. Device details and richText (the same text
 * with formatting runs) are left out.
 */
export function contextLine(entry: {
  timeZone?: string;
  weather?: { conditionsDescription?: string; temperatureCelsius?: number };
}): string | null {
  const parts: string[] = [];
  const w = entry.weather;
  if (w?.conditionsDescription || w?.temperatureCelsius !== undefined) {
    const temp = w.temperatureCelsius !== undefined ? `${Math.round(w.temperatureCelsius)} °C` : '';
    parts.push(`Weather: ${[w.conditionsDescription, temp].filter(Boolean).join(', ')}`);
  }
  if (entry.timeZone) parts.push(`Written in ${entry.timeZone}`);
  return parts.length ? `Day One · ${parts.join(' · ')}` : null;
}
