import { addYears, differenceInCalendarDays, format, parseISO, setYear } from 'date-fns';
import { Building2, Lightbulb, type LucideIcon, User } from 'lucide-react';
import type { ConnectionType } from '../../../shared/schemas/connections.ts';

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

export const formatDateOnly = (date: string) => format(parseISO(date), 'MMM d, yyyy');

/**
 * The next time a yearly date (a birthday, an anniversary) comes round, from `today`: this year's
 * if it is still ahead, otherwise next year's; a date still in the future is itself.
 */
export function nextOccurrence(date: string, today = new Date()) {
  const original = parseISO(date);
  let next = original;
  if (differenceInCalendarDays(original, today) < 0) {
    next = setYear(original, today.getFullYear());
    if (differenceInCalendarDays(next, today) < 0) next = addYears(next, 1);
  }
  const days = differenceInCalendarDays(next, today);
  return { date: next, days, label: days === 0 ? 'today' : `in ${days} ${days === 1 ? 'day' : 'days'}` };
}

export const isWebUrl = (value: string) => /^https?:\/\//i.test(value);
