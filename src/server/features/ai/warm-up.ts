import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Db } from '../../db/client.ts';
import { runAsUser } from '../../jobs/as-user.ts';
import type { EngineEntry } from './engine.ts';
import {
  type EntryText,
  entryTexts,
  forgetPrivateAnalyses,
  keepAnalyses,
  staleEntryIds,
} from './kept-analyses.ts';
import { analysisToKeep, type StoredAnalysis } from './local/digest-analysis.ts';
import { readAiEnabled } from './queries.ts';

/**
 * Entries read per batch: one short transaction reads their text, the analysis runs outside any
 * transaction (a request never waits for it on the embedded database's one connection), and one
 * statement keeps them. Each batch costs two units of work (about 10-15 ms of CPU on PGlite):
 * batches of 100 added half a second to a year's warm-up, batches of 500 a quarter of that.
 */
export const WARM_UP_BATCH = 500;

/** What the analysis reads of an entry; the fields it does not read are left empty. */
const asEngineEntry = (e: EntryText): EngineEntry => ({
  id: e.id,
  title: e.title,
  content: e.content,
  occurredAt: new Date(e.occurredAt),
  starRating: null,
  tags: [],
  connections: [],
  place: null,
});

/**
 * Brings a person's kept entry analyses up to date, so their next digest reads them rather than
 * every text (decision 037). Newest entries first, in batches, yielding the event loop after each
 * entry so requests on the same process keep being answered. Never reads a private entry, and
 * drops what was kept of entries made private since; does nothing while the person's AI is off
 * (checked before each batch, so turning it off stops a run). Returns how many entries it read.
 */
export async function warmAnalyses(db: Db, userId: string, batch = WARM_UP_BATCH): Promise<number> {
  const aiOn = (tx: Parameters<typeof readAiEnabled>[0]) => readAiEnabled(tx, userId);
  const stale = await runAsUser(db, userId, async ({ tx }) => {
    if (!(await aiOn(tx))) return [];
    await forgetPrivateAnalyses(tx, userId);
    return staleEntryIds(tx, userId);
  });
  let read = 0;
  for (let from = 0; from < stale.length; from += batch) {
    const ids = stale.slice(from, from + batch);
    const texts = await runAsUser(db, userId, async ({ tx }) =>
      (await aiOn(tx)) ? entryTexts(tx, userId, ids) : null,
    );
    if (!texts) break;
    const made = new Map<string, StoredAnalysis>();
    for (const entry of texts) {
      made.set(entry.id, analysisToKeep(asEngineEntry(entry)));
      await yieldToEventLoop();
    }
    // Kept under the updated_at read with the text: an entry edited meanwhile keeps nothing, and
    // the warm-up its edit queued reads it again.
    const stamps = new Map(texts.map((e) => [e.id, e.updatedAt]));
    await runAsUser(db, userId, ({ tx }) => keepAnalyses(tx, userId, made, stamps));
    read += texts.length;
  }
  return read;
}
