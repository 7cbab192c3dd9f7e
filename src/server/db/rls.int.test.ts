import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { rowsOf } from './rows.ts';
import { tasks } from './schema/index.ts';
import { withUser } from './with-user.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** Drizzle wraps the database's error; the reason PostgreSQL gave is its cause. */
async function databaseRefusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (err) {
    return String((err as { cause?: Error }).cause?.message ?? err);
  }
  return 'no error';
}

describe('row-level security', () => {
  it('limits a query with no user filter to the rows of the user it runs for', async () => {
    const a = await buildUser(app);
    const b = await buildUser(app);
    await a.client.post('/api/v1/tasks', { title: 'a1' });
    await a.client.post('/api/v1/tasks', { title: 'a2' });
    await b.client.post('/api/v1/tasks', { title: 'b1' });
    const db = app.database.db;

    const seenByA = await withUser(db, { userId: a.id }, ({ tx }) => tx.select().from(tasks));
    expect(seenByA.map((t) => t.title).sort()).toEqual(['a1', 'a2']);
    const raw = await withUser(db, { userId: a.id }, ({ tx }) => tx.execute(sql`select title from tasks`));
    expect(rowsOf(raw)).toHaveLength(2);
    // Outside withUser the connecting role sees everything: the policies are what narrowed it.
    expect((await db.select().from(tasks)).length).toBeGreaterThanOrEqual(3);
  });

  it("refuses to insert, update or delete another user's rows", async () => {
    const a = await buildUser(app);
    const b = await buildUser(app);
    await b.client.post('/api/v1/tasks', { title: 'b-owned' });
    const db = app.database.db;

    const refusal = await databaseRefusal(
      withUser(db, { userId: a.id }, ({ tx }) =>
        tx.insert(tasks).values({ id: crypto.randomUUID(), userId: b.id, title: 'planted by a' }),
      ),
    );
    expect(refusal).toMatch(/row-level security/);

    const updated = await withUser(db, { userId: a.id }, ({ tx }) =>
      tx.update(tasks).set({ title: 'hijacked' }).where(sql`true`).returning(),
    );
    expect(updated).toHaveLength(0);
    const deleted = await withUser(db, { userId: a.id }, ({ tx }) =>
      tx.delete(tasks).where(sql`title = 'b-owned'`).returning(),
    );
    expect(deleted).toHaveLength(0);
    const bTasks = await withUser(db, { userId: b.id }, ({ tx }) => tx.select().from(tasks));
    expect(bTasks.map((t) => t.title)).toEqual(['b-owned']);
  });

  it('runs user requests as the authenticated role, which cannot read identity tables', async () => {
    const a = await buildUser(app);
    const role = await withUser(app.database.db, { userId: a.id }, ({ tx }) =>
      tx.execute(sql`select current_user as role`),
    );
    expect(rowsOf(role)[0]).toEqual({ role: 'authenticated' });
    const refusal = await databaseRefusal(
      withUser(app.database.db, { userId: a.id }, ({ tx }) => tx.execute(sql`select * from sessions`)),
    );
    expect(refusal).toMatch(/permission denied/);
  });
});
