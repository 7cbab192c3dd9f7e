import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Db } from '../../db/client.ts';
import { runAsUser } from '../../jobs/as-user.ts';
import type { EngineEntry } from './engine.ts';
import {
  forgetPrivateAnalyses,
  keepAnalyses,
  type StaleEntry,
  type StalePosition,
  staleEntries,
} from './kept-analyses.ts';
import { analysisToKeep, type StoredAnalysis } from './local/digest-analysis.ts';
import { readAiEnabled } from './queries.ts';

/**
 * Entries read per batch: one short transaction lists them, the analysis runs outside any
 * transaction (a request never waits for it on the embedded database's one connection), and one
 * statement keeps them.
 */
export const WARM_UP_BATCH = 100;

/** What the analysis reads of a stale entry; the fields it does not read are left empty. */
const asEngineEntry = (e: StaleEntry): EngineEntry => ({
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
  let after: StalePosition | null = null;
  let read = 0;
  for (;;) {
    const from: StalePosition | null = after;
    const stale = await runAsUser(db, userId, async ({ tx }) => {
      if (!(await readAiEnabled(tx, userId))) return [];
      if (!from) await forgetPrivateAnalyses(tx, userId);
      return staleEntries(tx, userId, from, batch);
    });
    if (stale.length === 0) return read;
    const made = new Map<string, StoredAnalysis>();
    for (const entry of stale) {
      made.set(entry.id, analysisToKeep(asEngineEntry(entry)));
      await yieldToEventLoop();
    }
    // Kept under the updated_at read with the text: an entry edited meanwhile keeps nothing, and
    // the warm-up its edit queued reads it again.
    const stamps = new Map(stale.map((e) => [e.id, e.updatedAt]));
    await runAsUser(db, userId, ({ tx }) => keepAnalyses(tx, userId, made, stamps));
    read += stale.length;
    if (stale.length < batch) return read;
    after = stale[stale.length - 1] as StaleEntry;
  }
}
