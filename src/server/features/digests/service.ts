import type {
  Digest,
  DigestGenerate,
  DigestListQuery,
  DigestPage,
  DigestScope,
} from '../../../shared/schemas/digests.ts';
import type { ServiceContext, Transact } from '../../db/with-user.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { notFound } from '../../lib/errors.ts';
import type { Engines } from '../ai/create-engine.ts';
import type { AiEngine, DigestPeriod, EngineCall, EngineEntry } from '../ai/engine.ts';
import { type EntryStamps, keepAnalyses, keptAnalyses } from '../ai/kept-analyses.ts';
import { missingAnalyses, type StoredAnalysis } from '../ai/local/digest-analysis.ts';
import { isAiEnabled, toEngineEntry } from '../ai/service.ts';
import { assertDigestRange } from '../billing/limits.ts';
import { requireConnectionSummary } from '../connections/summaries.ts';
import { listEntriesForDigest } from '../entries/service.ts';
import { presentEntryRef } from '../entries/summaries.ts';
import { requireGroup } from '../groups/service.ts';
import { periodOf } from './period.ts';
import { presentDigest } from './present.ts';
import { deleteDigestRow, findDigest, insertDigest, pageOfDigests } from './queries.ts';

const digestNotFound = () => notFound('Digest');

/** The connection or group a digest is to be about, named as it is now; 404 when not the actor's. */
async function scopeOf({ tx, actor }: ServiceContext, input: DigestGenerate): Promise<DigestScope | null> {
  if (input.connection_id) {
    const connection = await requireConnectionSummary({ tx, actor }, input.connection_id);
    return { type: 'connection', id: connection.id, name: connection.name };
  }
  if (input.group_id) {
    const group = await requireGroup(tx, actor.userId, input.group_id);
    return { type: 'group', id: group.id, name: group.name };
  }
  return null;
}

/** One page of the actor's digests, newest first. */
export async function listDigests(
  { tx, actor }: ServiceContext,
  query: DigestListQuery,
): Promise<DigestPage> {
  const after = decodeCursor(query.cursor);
  const rows = await pageOfDigests(tx, actor.userId, query.limit + 1, after);
  return toPage(rows, query.limit, presentDigest, (r) => ({ at: r.createdAt, id: r.id }));
}

/** The actor's digest; 404 when it is missing or someone else's. */
export async function getDigest({ tx, actor }: ServiceContext, id: string): Promise<Digest> {
  const row = await findDigest(tx, actor.userId, id);
  if (!row) throw digestNotFound();
  return presentDigest(row);
}

/** A digest ready to be written: the period's entries (never private ones) and the engine to write it. */
export interface DigestJob {
  title: string;
  start: Date;
  end: Date;
  period: DigestPeriod;
  entries: EngineEntry[];
  engine: AiEngine;
  aiEnabled: boolean;
  /** The one connection or group the digest is about; null for the whole journal. */
  scope: DigestScope | null;
  /** Each entry's updated_at as read: analyses made from that text are kept under it. */
  stamps: EntryStamps;
  /** The local engine's fresh kept analyses of some entries (none with AI off: the text is not read). */
  kept: ReadonlyMap<string, StoredAnalysis>;
}

/**
 * Checks the plan allows the range and reads the period's entries, in one unit of work. Private
 * entries never reach the engine; with AI off the local engine works from dates, tags, links and
 * ratings alone.
 */
export async function prepareDigest(
  transact: Transact,
  engines: Engines,
  input: DigestGenerate,
): Promise<DigestJob> {
  const range = input.range ?? 'week';
  const { start, end } = periodOf(range);
  const { aiEnabled, entries, scope, stamps, kept } = await transact(async (ctx) => {
    await assertDigestRange(ctx.tx, ctx.actor, range);
    const scope = await scopeOf(ctx, input);
    const aiEnabled = await isAiEnabled(ctx);
    const listed = (
      await listEntriesForDigest(
        ctx,
        { start, end },
        scope
          ? scope.type === 'connection'
            ? { connectionId: scope.id }
            : { groupId: scope.id }
          : undefined,
      )
    ).filter((e) => !e.is_private);
    const stamps = new Map(listed.map((e) => [e.id, e.updated_at]));
    return {
      aiEnabled,
      scope,
      entries: listed.map(toEngineEntry),
      stamps,
      kept: aiEnabled ? await keptAnalyses(ctx.tx, ctx.actor.userId, stamps) : new Map(),
    };
  });
  return {
    title: input.title.trim(),
    start,
    end,
    period: { start, end, timeZone: input.tz ?? 'UTC' },
    entries,
    engine: aiEnabled ? engines.engine : engines.local,
    aiEnabled,
    scope,
    stamps,
    kept,
  };
}

/** Keeps the analyses a digest made, for the next one; the digest is saved whether or not this works. */
async function keepMade(
  transact: Transact,
  made: ReadonlyMap<string, StoredAnalysis>,
  stamps: EntryStamps,
  call: EngineCall,
): Promise<void> {
  if (made.size === 0) return;
  try {
    await transact(({ tx, actor }) => keepAnalyses(tx, actor.userId, made, stamps));
  } catch (error) {
    // Drizzle's message quotes the query's parameters, which hold the entries' sentences: the code only.
    const code = (error as { cause?: { code?: string } }).cause?.code ?? 'unknown';
    call.log.warn(
      { requestId: call.requestId, code, analyses: made.size },
      'digest: entry analyses not kept',
    );
  }
}

/** Has the engine write the digest (outside any transaction: a slow model must not hold a connection) and saves it. */
export async function writeDigest(transact: Transact, job: DigestJob, call: EngineCall): Promise<Digest> {
  const { title, start, end, entries, engine, scope } = job;
  // The local engine reading the text: it reads the entries it has no fresh analysis of, and
  // those analyses are kept with the digest for the next one. Another engine gets the kept ones
  // only, for the local engine to stand in with if the service fails.
  const made =
    job.aiEnabled && engine.name === 'local'
      ? missingAnalyses(entries, job.kept)
      : new Map<string, StoredAnalysis>();
  const result = await engine.digest(
    entries,
    job.period,
    title,
    { textAnalysis: job.aiEnabled, analyses: new Map([...job.kept, ...made]) },
    call,
  );
  const cited = new Set(result.claims.flatMap((c) => c.entry_ids));
  const row = await transact(({ tx, actor }) =>
    insertDigest(tx, {
      id: crypto.randomUUID(),
      userId: actor.userId,
      title,
      content: result.content,
      dateRange: { start: start.toISOString(), end: end.toISOString() },
      emotionTrends: result.emotion_trends as Record<string, number>,
      quoteHighlights: result.quote_highlights,
      generatedOffline: result.offline ?? false,
      claims: result.claims,
      citedEntries: entries
        .filter((e) => cited.has(e.id))
        .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())
        .map(presentEntryRef),
      // The local engine wrote it when it was chosen or when it stood in for a failed service.
      engine: result.offline ? 'local' : engine.name,
      scopeType: scope?.type ?? null,
      scopeId: scope?.id ?? null,
      scopeName: scope?.name ?? null,
    }),
  );
  await keepMade(transact, made, job.stamps, call);
  return presentDigest(row);
}

/** Generates and saves a digest of the period that ends now. */
export async function generateDigest(
  transact: Transact,
  engines: Engines,
  input: DigestGenerate,
  call: EngineCall,
): Promise<Digest> {
  return writeDigest(transact, await prepareDigest(transact, engines, input), call);
}

/** Deletes the actor's digest; 404 when it is missing or someone else's. */
export async function deleteDigest({ tx, actor }: ServiceContext, id: string): Promise<void> {
  if (!(await deleteDigestRow(tx, actor.userId, id))) throw digestNotFound();
}
