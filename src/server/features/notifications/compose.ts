import { sql } from 'drizzle-orm';
import type { KindSetting, NotificationKind } from '../../../shared/schemas/notifications.ts';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Transact } from '../../db/with-user.ts';
import type { NotificationMessage } from './message.ts';

/** What composing a reminder may use: the person's unit of work, and where the app lives. */
export interface ComposeContext {
  transact: Transact;
  baseUrl: string;
  userId: string;
  localDate: string;
  timeZone: string;
  setting: KindSetting;
  /** Generates and stores the weekly digest; returns its id and title, or null with no entries. */
  generateWeeklyDigest(): Promise<{ id: string; title: string; entryCount: number } | null>;
}

/** Builds one kind's message, or null when there is nothing to say (no dates today, already wrote...). */
export type Composer = (ctx: ComposeContext) => Promise<NotificationMessage | null>;

/** 'YYYY-MM-DD' plus `days`, in the calendar (no time zone involved). */
export function addDays(localDate: string, days: number): string {
  const d = new Date(`${localDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const dayName = (localDate: string) =>
  new Date(`${localDate}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

interface DueDate {
  connectionId: string;
  name: string;
  label: string;
  daysAway: number;
}

/** Connections with an important date (any year) on `localDate` or `daysBefore` days later. */
async function dueDates(tx: Tx, userId: string, localDate: string, daysBefore: number): Promise<DueDate[]> {
  const days = [...new Set([0, daysBefore])];
  const found: DueDate[] = [];
  for (const daysAway of days) {
    const monthDay = addDays(localDate, daysAway).slice(5);
    const rows = rowsOf<{ id: string; name: string; label: string }>(
      await tx.execute(sql`
        select c.id, c.name, d ->> 'label' as label
          from connections c, jsonb_array_elements(c.important_dates) d
         where c.user_id = ${userId} and substr(d ->> 'date', 6, 5) = ${monthDay}
         order by c.name, label`),
    );
    for (const r of rows) found.push({ connectionId: r.id, name: r.name, label: r.label, daysAway });
  }
  return found;
}

/** Up to 3 non-private entries linked to the connection, newest first: titles and dates only. */
async function memoriesOf(tx: Tx, userId: string, connectionId: string) {
  return rowsOf<{ id: string; title: string; occurred_at: string | Date }>(
    await tx.execute(sql`
      select e.id, e.title, e.occurred_at
        from entries e join entry_connections ec on ec.entry_id = e.id
       where ec.connection_id = ${connectionId} and e.user_id = ${userId} and not e.is_private
       order by e.occurred_at desc limit 3`),
  );
}

const importantDates: Composer = async (ctx) => {
  return ctx.transact(async ({ tx }) => {
    const due = await dueDates(tx, ctx.userId, ctx.localDate, ctx.setting.days_before);
    if (due.length === 0) return null;
    const first = due[0] as DueDate;
    const when = (d: DueDate) =>
      d.daysAway === 0
        ? 'today'
        : `in ${d.daysAway} day${d.daysAway === 1 ? '' : 's'} (${dayName(addDays(ctx.localDate, d.daysAway))})`;
    const title = `${first.name}’s ${first.label.toLowerCase()} is ${when(first)}${due.length > 1 ? ` (+${due.length - 1} more)` : ''}`;
    const lines: string[] = [];
    const items: NotificationMessage['items'] = [];
    for (const d of due) {
      const memories = await memoriesOf(tx, ctx.userId, d.connectionId);
      lines.push(
        `${d.name}’s ${d.label.toLowerCase()} is ${when(d)}.${memories.length ? ` Here ${memories.length === 1 ? 'is a moment' : `are ${memories.length} moments`} you wrote about ${d.name}:` : ''}`,
      );
      for (const m of memories)
        items.push({
          title: m.title,
          when: new Date(m.occurred_at).toISOString().slice(0, 10),
          url: `${ctx.baseUrl}/entries/${m.id}`,
        });
    }
    return {
      kind: 'important_dates',
      title,
      body: lines.join('\n'),
      items,
      url: `${ctx.baseUrl}/connections/${first.connectionId}`,
      localDate: ctx.localDate,
    } satisfies NotificationMessage;
  });
};

const journaling: Composer = async (ctx) => {
  const wrote = await ctx.transact(async ({ tx }) => {
    const [row] = rowsOf<{ n: number }>(
      await tx.execute(sql`
        select count(*)::int as n from entries
         where user_id = ${ctx.userId}
           and (occurred_at at time zone ${ctx.timeZone})::date = ${ctx.localDate}::date`),
    );
    return (row?.n ?? 0) > 0;
  });
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

/**
 * One composer per kind that can be sent. Keep-in-touch roll-ups need the keep-in-touch cadences
 * (another feature) and are not composed yet: the scheduler skips kinds missing here.
 */
export const composers: Partial<Record<NotificationKind, Composer>> = {
  important_dates: importantDates,
  journaling,
  weekly_digest: weeklyDigest,
};
