// A year's local digest with and without kept entry analyses (table entry_analyses, migration 0034),
// on an in-memory PGlite database, as the digest service does it:
//   cold: every entry's text is read, the digest written, and the analyses kept;
//   warm: the kept analyses are read back from the database and the digest written from them;
//   warm-up: the background job (features/ai/warm-up.ts) reads every entry with no kept analysis,
//   then the first digest after it (kept analyses read), and the job again on a warm journal (what
//   one edited entry costs it: finding that nothing else is stale).
// Listing the period's entries is left out of the digests (the same query either way).

import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { rowsOf } from '../src/server/db/rows.ts';
import { withUser } from '../src/server/db/with-user.ts';
import type { DigestPeriod, EngineEntry } from '../src/server/features/ai/engine.ts';
import { keepAnalyses, keptAnalyses } from '../src/server/features/ai/kept-analyses.ts';
import { missingAnalyses } from '../src/server/features/ai/local/digest-analysis.ts';
import { localDigest } from '../src/server/features/ai/local/local-engine.ts';
import { warmAnalyses } from '../src/server/features/ai/warm-up.ts';

export interface Timing {
  ms: number;
  cpu: number;
}

async function timed(run: () => Promise<unknown>): Promise<Timing> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  await run();
  const used = process.cpuUsage(cpu);
  // CPU beside wall time: on a shared machine the wall clock also counts other processes' turns.
  return { ms: performance.now() - started, cpu: (used.user + used.system) / 1000 };
}

export interface KeptDigestTimes {
  cold: Timing;
  warm: Timing;
  /** The background warm-up reading the whole journal, and its longest event-loop stall. */
  warmUp: Timing & { read: number; longestStallMs: number };
  /** The first digest after the warm-up. */
  afterWarmUp: Timing;
  /** The warm-up again with nothing stale. */
  warmUpAgain: Timing;
}

/** Times a cold and a warm digest of the entries (best of `repeat` each), and the background warm-up. */
export async function keptDigestTimes(
  journal: EngineEntry[],
  period: DigestPeriod,
  repeat = 3,
): Promise<KeptDigestTimes> {
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    await database.migrate();
    const db = database.db;
    const userId = 'bench-kept-analyses';
    await db.execute(
      sql`insert into users (id, name, email) values (${userId}, 'Bench', 'bench@example.com')`,
    );
    const entries = journal.map((e) => ({ ...e, id: crypto.randomUUID() }));
    const rows = entries.map((e) => ({
      id: e.id,
      user_id: userId,
      title: e.title,
      type: 'reflection',
      content: e.content,
      occurred_at: e.occurredAt.toISOString(),
    }));
    const inserted = rowsOf<{ id: string; at: string }>(
      await db.execute(sql`
        insert into entries (id, user_id, title, type, content, occurred_at)
        select id, user_id, title, type, content, occurred_at
        from json_populate_recordset(null::entries, ${JSON.stringify(rows)}::json)
        returning id, to_json(updated_at)#>>'{}' as at`),
    );
    const stamps = new Map(inserted.map((r) => [r.id, r.at]));
    const asUser = <T>(work: Parameters<typeof withUser<T>>[2]) => withUser(db, { userId }, work);
    const best = (runs: Timing[]) => runs.reduce((a, b) => (b.cpu < a.cpu ? b : a));

    const colds: Timing[] = [];
    for (let i = 0; i < repeat; i++) {
      await asUser(({ tx }) => tx.execute(sql`delete from entry_analyses`));
      colds.push(
        await timed(async () => {
          const made = missingAnalyses(entries, new Map());
          localDigest(entries, period, { textAnalysis: true, analyses: made });
          await asUser(({ tx }) => keepAnalyses(tx, userId, made, stamps));
        }),
      );
    }
    const warms: Timing[] = [];
    for (let i = 0; i < repeat; i++)
      warms.push(
        await timed(async () => {
          const kept = await asUser(({ tx }) => keptAnalyses(tx, userId, stamps));
          if (kept.size !== entries.length) throw new Error(`${kept.size} analyses kept`);
          localDigest(entries, period, { textAnalysis: true, analyses: kept });
        }),
      );
    const digestOfKept = async () => {
      const kept = await asUser(({ tx }) => keptAnalyses(tx, userId, stamps));
      if (kept.size !== entries.length) throw new Error(`${kept.size} analyses kept`);
      return localDigest(entries, period, { textAnalysis: true, analyses: kept });
    };
    const coldDigest = await (async () => {
      await asUser(({ tx }) => tx.execute(sql`delete from entry_analyses`));
      const made = missingAnalyses(entries, new Map());
      return localDigest(entries, period, { textAnalysis: true, analyses: made });
    })();

    // The background warm-up from nothing kept: its time, and how long a request could have
    // waited for the event loop meanwhile (it yields after each entry).
    await asUser(({ tx }) => tx.execute(sql`delete from entry_analyses`));
    const stalls = monitorEventLoopDelay({ resolution: 5 });
    stalls.enable();
    let read = 0;
    const warmUp = await timed(async () => {
      read = await warmAnalyses(db, userId);
    });
    stalls.disable();
    let afterDigest: unknown;
    const afterWarmUp = await timed(async () => {
      afterDigest = await digestOfKept();
    });
    // The digest after the warm-up says exactly what the cold one said.
    if (JSON.stringify(afterDigest) !== JSON.stringify(coldDigest))
      throw new Error('the digest after the warm-up differs from the cold one');
    const warmUpAgain = await timed(async () => {
      if ((await warmAnalyses(db, userId)) !== 0) throw new Error('a warm journal had stale entries');
    });
    return {
      cold: best(colds),
      warm: best(warms),
      warmUp: { ...warmUp, read, longestStallMs: stalls.max / 1e6 },
      afterWarmUp,
      warmUpAgain,
    };
  } finally {
    await database.close();
  }
}
