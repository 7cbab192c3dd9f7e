import type { EntryType } from '../../../shared/schemas/entries.ts';
import { clockWords, longDateWords, shortDateWords } from '../../lib/date-words.ts';

/** How entry types read in the UI. */
export const entryTypeLabels: Record<EntryType, string> = {
  meeting: 'Meeting',
  reflection: 'Reflection',
  idea: 'Idea',
  article: 'Article',
  memory: 'Memory',
  conversation: 'Conversation',
};

/** One colour per emotion tag, readable in both themes (PRODUCT-SPEC: tags styled by emotion name). */
const emotionClasses: Record<string, string> = {
  joy: 'bg-amber-100 text-amber-900 border-amber-300 dark:bg-amber-400/15 dark:text-amber-200 dark:border-amber-400/40',
  sadness:
    'bg-sky-100 text-sky-900 border-sky-300 dark:bg-sky-400/15 dark:text-sky-200 dark:border-sky-400/40',
  anger: 'bg-red-100 text-red-900 border-red-300 dark:bg-red-400/15 dark:text-red-200 dark:border-red-400/40',
  fear: 'bg-violet-100 text-violet-900 border-violet-300 dark:bg-violet-400/15 dark:text-violet-200 dark:border-violet-400/40',
  surprise:
    'bg-pink-100 text-pink-900 border-pink-300 dark:bg-pink-400/15 dark:text-pink-200 dark:border-pink-400/40',
  trust:
    'bg-emerald-100 text-emerald-900 border-emerald-300 dark:bg-emerald-400/15 dark:text-emerald-200 dark:border-emerald-400/40',
  anticipation:
    'bg-orange-100 text-orange-900 border-orange-300 dark:bg-orange-400/15 dark:text-orange-200 dark:border-orange-400/40',
  disgust:
    'bg-lime-100 text-lime-900 border-lime-300 dark:bg-lime-400/15 dark:text-lime-200 dark:border-lime-400/40',
  neutral:
    'bg-slate-100 text-slate-800 border-slate-300 dark:bg-slate-400/15 dark:text-slate-200 dark:border-slate-400/40',
};

/** The chip classes of a tag: its emotion's colour, or the quiet default for themes and topics. */
export function tagClasses(tag: { name: string; type: string }): string {
  if (tag.type === 'emotion') return emotionClasses[tag.name.toLowerCase()] ?? emotionClasses.neutral ?? '';
  return 'bg-muted text-muted-foreground border-transparent';
}

/** Emotion tags first (the spec shows them on cards), then the rest by name. */
export function sortTags<T extends { name: string; type: string }>(tags: T[]): T[] {
  return [...tags].sort(
    (a, b) => Number(b.type === 'emotion') - Number(a.type === 'emotion') || a.name.localeCompare(b.name),
  );
}

/** Date formats of ARCHITECTURE.md section 6: 'MMM d, yyyy', 'MMMM d, yyyy' and 'h:mm a'. */
export const formatCardDate = (iso: string) => shortDateWords(new Date(iso));
export const formatLongDate = (iso: string | Date) =>
  longDateWords(typeof iso === 'string' ? new Date(iso) : iso);
export const formatTime = (iso: string) => clockWords(new Date(iso));

/** Entry content without its Markdown marks, for one- or two-line previews on cards. */
export function plainExcerpt(markdown: string, max = 300): string {
  const text = markdown
    .slice(0, max * 2)
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/(\*\*|__|\*|_|~~|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
