import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories.ts';
import { suiteApp } from '../test/suite-app.ts';
import { withUser } from './with-user.ts';

// Many units of work queued at once must not keep the event loop from reading sockets and
// accepting connections until the whole queue has drained (on the embedded database a queue was
// drained in one chain of promise callbacks: connections made during a burst waited 30 s).

const app = suiteApp();

describe('units of work under a burst', () => {
  it('let the event loop turn while a queue of them drains', async () => {
    const user = await buildUser(app);
    let finished = 0;
    const units = Array.from({ length: 40 }, () =>
      withUser(app.database.db, { userId: user.id }, async ({ tx }) => {
        await tx.execute(sql`select count(*) from entries`);
        await tx.execute(sql`select count(*) from tags`);
        finished += 1;
      }),
    );
    // What the loop does between two turns: poll for I/O (new requests, new connections).
    const finishedWhenTheLoopTurned = await new Promise<number>((resolve) =>
      setImmediate(() => resolve(finished)),
    );
    await Promise.all(units);
    expect(finished).toBe(40);
    expect(finishedWhenTheLoopTurned).toBeLessThan(40);
  });
});
