import type { Digest, DigestGenerate, DigestListQuery, DigestPage } from '../../../shared/schemas/digests.ts';
import type { Engines } from '../../ai/create-engine.ts';
import type { EngineCall } from '../../ai/engine.ts';
import { assertDigestRange } from '../../billing/limits.ts';
import type { Db } from '../../db/client.ts';
import { withUser } from '../../db/with-user.ts';
import type { Actor } from '../../lib/actor.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { notFound } from '../../lib/errors.ts';
import { isAiEnabled, toEngineEntry } from '../ai/service.ts';
import { listEntriesForDigest } from '../entries/service.ts';
import { periodOf } from './period.ts';
import { presentDigest } from './present.ts';
import { deleteDigestRow, findDigest, insertDigest, pageOfDigests } from './queries.ts';

const digestNotFound = () => notFound('Digest');

/** One page of the actor's digests, newest first. */
export async function listDigests(db: Db, actor: Actor, query: DigestListQuery): Promise<DigestPage> {
  const after = decodeCursor(query.cursor);
  const rows = await withUser(db, actor.userId, (tx) =>
    pageOfDigests(tx, actor.userId, query.limit + 1, after),
  );
  return toPage(rows, query.limit, presentDigest, (r) => ({ at: r.createdAt, id: r.id }));
}

/** The actor's digest; 404 when it is missing or someone else's. */
export async function getDigest(db: Db, actor: Actor, id: string): Promise<Digest> {
  const row = await withUser(db, actor.userId, (tx) => findDigest(tx, actor.userId, id));
  if (!row) throw digestNotFound();
  return presentDigest(row);
}

/**
 * Generates and saves a digest of the period that ends now. Private entries never reach the
 * engine; with AI off the local engine works from dates, tags, links and ratings alone.
 */
export async function generateDigest(
  db: Db,
  actor: Actor,
  engines: Engines,
  input: DigestGenerate,
  call: EngineCall,
): Promise<Digest> {
  const title = input.title.trim();
  const range = input.range ?? 'week';
  await withUser(db, actor.userId, (tx) => assertDigestRange(tx, actor, range));
  const { start, end } = periodOf(range);
  const aiEnabled = await isAiEnabled(db, actor);
  const entries = (await listEntriesForDigest(db, actor, { start, end }))
    .filter((e) => !e.is_private)
    .map(toEngineEntry);
  const engine = aiEnabled ? engines.engine : engines.local;
  const period = { start, end, timeZone: input.tz ?? 'UTC' };
  // The engine runs outside any transaction: a slow model must not hold a database connection.
  const result = await engine.digest(entries, period, title, { textAnalysis: aiEnabled }, call);
  const row = await withUser(db, actor.userId, (tx) =>
    insertDigest(tx, {
      id: crypto.randomUUID(),
      userId: actor.userId,
      title,
      content: result.content,
      dateRange: { start: start.toISOString(), end: end.toISOString() },
      emotionTrends: result.emotion_trends as Record<string, number>,
      quoteHighlights: result.quote_highlights,
      generatedOffline: result.offline ?? false,
    }),
  );
  return presentDigest(row);
}

/** Deletes the actor's digest; 404 when it is missing or someone else's. */
export async function deleteDigest(db: Db, actor: Actor, id: string): Promise<void> {
  const deleted = await withUser(db, actor.userId, (tx) => deleteDigestRow(tx, actor.userId, id));
  if (!deleted) throw digestNotFound();
}
