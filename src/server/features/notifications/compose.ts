import type { KindSetting, NotificationKind } from '../../../shared/schemas/notifications.ts';
import type { ComingUpItem } from '../../../shared/schemas/today.ts';
import type { Transact } from '../../db/with-user.ts';
import { lapsedConnections, upcomingImportantDates } from '../connections/today.ts';
import type { NotificationMessage } from './message.ts';
import { entriesOnLocalDay } from './queries.ts';

/** What composing a reminder may use: the person's unit of work, and where the app lives. */
export interface ComposeContext {
  transact: Transact;
  baseUrl: string;
  userId: string;
  localDate: string;
  /** When the delivery runs (lapsed cadences are measured at it). */
  now: Date;
  timeZone: string;
  setting: KindSetting;
  /** Generates and stores the weekly digest; returns its id and title, or null with no entries. */
  generateWeeklyDigest(): Promise<{ id: string; title: string; entryCount: number } | null>;
}

/** Builds one kind's message, or null when there is nothing to say (no dates today, already wrote...). */
export type Composer = (ctx: ComposeContext) => Promise<NotificationMessage | null>;

const dayName = (localDate: string) =>
  new Date(`${localDate}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The dates due on this local day: those on the day and those `days_before` ahead, from the
 * connections feature's own reading of important dates (year-less dates, Feb 29) and memories.
 */
const importantDates: Composer = async (ctx) => {
  const before = ctx.setting.days_before;
  // Noon UTC of the local day, read in UTC: "today" is the dispatch's local day even on a retry after midnight.
  const due = (
    await ctx.transact((work) =>
      upcomingImportantDates(work, {
        days: before,
        now: new Date(`${ctx.localDate}T12:00:00Z`),
        timeZone: 'UTC',
      }),
    )
  ).filter((d) => d.in_days === 0 || d.in_days === before);
  if (due.length === 0) return null;
  const first = due[0] as ComingUpItem;
  const when = (d: ComingUpItem) =>
    d.in_days === 0 ? 'today' : `in ${d.in_days} day${d.in_days === 1 ? '' : 's'} (${dayName(d.on)})`;
  const title = `${first.connection.name}’s ${first.label.toLowerCase()} is ${when(first)}${due.length > 1 ? ` (+${due.length - 1} more)` : ''}`;
  const lines: string[] = [];
  const items: NotificationMessage['items'] = [];
  for (const d of due) {
    const n = d.memories.length;
    const recall = n
      ? ` Here ${n === 1 ? 'is a moment' : `are ${n} moments`} you wrote about ${d.connection.name}:`
      : '';
    lines.push(`${d.connection.name}’s ${d.label.toLowerCase()} is ${when(d)}.${recall}`);
    for (const m of d.memories)
      items.push({ title: m.title, when: m.occurred_at.slice(0, 10), url: `${ctx.baseUrl}/entries/${m.id}` });
  }
  return {
    kind: 'important_dates',
    title,
    body: lines.join('\n'),
    items,
    url: `${ctx.baseUrl}/connections/${first.connection.id}`,
    localDate: ctx.localDate,
  };
};

/** The weekly roll-up of connections whose keep-in-touch cadence has lapsed. */
const keepInTouch: Composer = async (ctx) => {
  const lapsed = await ctx.transact((work) => lapsedConnections(work, { now: ctx.now, limit: 10 }));
  if (lapsed.length === 0) return null;
  const names = lapsed.map((l) => l.connection.name);
  const who = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return {
    kind: 'keep_in_touch',
    title: `Time to reach out to ${names.length === 1 ? names[0] : `${names.length} people`}`,
    body: `You meant to stay in touch with ${who}.`,
    items: lapsed.map((l) => ({
      title: l.connection.name,
      when: l.last_contact_at ? `last entry ${l.last_contact_at.slice(0, 10)}` : 'no entry yet',
      url: `${ctx.baseUrl}/connections/${l.connection.id}`,
    })),
    url: `${ctx.baseUrl}/connections`,
    localDate: ctx.localDate,
  };
};

const journaling: Composer = async (ctx) => {
  const wrote = await ctx.transact(
    async ({ tx }) => (await entriesOnLocalDay(tx, ctx.userId, ctx.timeZone, ctx.localDate)) > 0,
  );
  if (wrote) return null;
  return {
    kind: 'journaling',
    title: 'A moment to write today?',
    body: 'You have not written in Memento today. A line or two is enough.',
    items: [],
    url: `${ctx.baseUrl}/create-memento`,
    localDate: ctx.localDate,
  };
};

const weeklyDigest: Composer = async (ctx) => {
  const digest = await ctx.generateWeeklyDigest();
  if (!digest) return null;
  return {
    kind: 'weekly_digest',
    title: `Your weekly digest: ${digest.title}`,
    // A summary with a link, never the digest's text (which may be AI text).
    body: `Your digest of the week is ready: ${digest.entryCount} entr${digest.entryCount === 1 ? 'y' : 'ies'}.`,
    items: [],
    url: `${ctx.baseUrl}/digest`,
    localDate: ctx.localDate,
  };
};

/** One composer per kind. */
export const composers: Record<NotificationKind, Composer> = {
  important_dates: importantDates,
  keep_in_touch: keepInTouch,
  journaling,
  weekly_digest: weeklyDigest,
};
