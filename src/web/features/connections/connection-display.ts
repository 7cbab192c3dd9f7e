import { Building2, Lightbulb, type LucideIcon, User } from 'lucide-react';
import { nextOccurrence, parseImportantDate } from '../../../shared/important-dates.ts';
import type { ConnectionType } from '../../../shared/schemas/connections.ts';
import { localDay } from '../../lib/date-words.ts';

/** The icon of each kind of connection, wherever one is drawn without an image. */
export const connectionTypeIcons: Record<ConnectionType, LucideIcon> = {
  person: User,
  idea: Lightbulb,
  institution: Building2,
};

export const connectionTypeLabels: Record<ConnectionType, string> = {
  person: 'Person',
  idea: 'Idea',
  institution: 'Institution',
};

/** The list's filters (PRODUCT-SPEC: all, person, idea, institution) with their plural labels. */
export const connectionFilters: { value: ConnectionType | 'all'; label: string; noun: string }[] = [
  { value: 'all', label: 'All', noun: 'connections' },
  { value: 'person', label: 'People', noun: 'people' },
  { value: 'idea', label: 'Ideas', noun: 'ideas' },
  { value: 'institution', label: 'Institutions', noun: 'institutions' },
];

/** '1 activity', otherwise 'N activities' (PRODUCT-SPEC Connections page). */
export const activityLabel = (count: number) => `${count} ${count === 1 ? 'activity' : 'activities'}`;

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => [...(w as string)][0]?.toUpperCase() ?? '').join('');
}

const avatarColours = [
  'bg-rose-500',
  'bg-amber-600',
  'bg-emerald-600',
  'bg-sky-600',
  'bg-indigo-500',
  'bg-fuchsia-600',
  'bg-teal-600',
  'bg-orange-600',
];

/** The same name always gets the same colour. */
export function avatarColour(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return avatarColours[hash % avatarColours.length] as string;
}

/** An important date as people read it: 'Jul 14, 1990', or 'Jul 14' without a year. */
export function formatImportantDate(date: string): string {
  const parts = parseImportantDate(date);
  if (!parts) return date;
  const day = new Date(Date.UTC(parts.year ?? 2000, parts.month - 1, parts.day));
  return day.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(parts.year !== null && { year: 'numeric' }),
    timeZone: 'UTC',
  });
}

/** A local day ('YYYY-MM-DD') in words: 'Jul 14, 2027'. */
export const formatLocalDay = (day: string) => formatImportantDate(day);

/**
 * The next time a yearly date (a birthday, an anniversary) comes round from today (this device's
 * day): this year's if still ahead, else next year's; a date with a year still ahead is itself.
 */
export function nextDateOccurrence(date: string, today = localDay(new Date())) {
  const next = nextOccurrence(date, today);
  if (!next) return null;
  return {
    ...next,
    label: next.days === 0 ? 'today' : `in ${next.days} ${next.days === 1 ? 'day' : 'days'}`,
  };
}

export const isWebUrl = (value: string) => /^https?:\/\//i.test(value);
