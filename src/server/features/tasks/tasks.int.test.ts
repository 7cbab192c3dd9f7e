import { describe, expect, it } from 'vitest';
import { accessToken, buildTask, buildUser, type TestUser } from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';
import { expectStatus, refusedFields, typedApi } from '../../test/typed-api.ts';

const app = suiteApp();

const listTasks = (user: TestUser, query: { limit?: number; cursor?: string } = {}) =>
  expectStatus(user.api.GET('/api/v1/tasks', { params: { query } }), 200);

describe('tasks', () => {
  it('creates a task owned by the caller with priority normal by default', async () => {
    const user = await buildUser(app);
    const task = await buildTask(user, { title: '  Water the plants ', description: 'balcony' });
    expect(task).toMatchObject({ user_id: user.id, title: 'Water the plants', priority: 'normal' });
  });

  it('never takes the owner from the body', async () => {
    const a = await buildUser(app);
    const b = await buildUser(app);
    // Untyped on purpose: the contract has no user_id in a task's body.
    const res = await a.client.post('/api/v1/tasks', { title: 'sneaky', user_id: b.id });
    expect(res.status).toBe(400);
    expect((await listTasks(b)).items).toHaveLength(0);
  });

  it('lists newest first, ten at most on request, with a cursor to the rest', async () => {
    const user = await buildUser(app);
    for (let i = 1; i <= 12; i++) await buildTask(user, { title: `task ${i}` });
    const page1 = await listTasks(user, { limit: 10 });
    expect(page1.items).toHaveLength(10);
    expect(page1.items[0]?.title).toBe('task 12');
    const page2 = await listTasks(user, { limit: 10, cursor: page1.next_cursor ?? undefined });
    expect(page2.items.map((t) => t.title)).toEqual(['task 2', 'task 1']);
    expect(page2.next_cursor).toBeNull();
  });

  it('pages through tasks written concurrently without skipping or repeating one', async () => {
    const user = await buildUser(app);
    const created = await Promise.all(
      Array.from({ length: 30 }, (_, i) => buildTask(user, { title: `burst ${i}` })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await listTasks(user, { limit: 7, ...(cursor ? { cursor } : {}) });
      seen.push(...page.items.map((t) => t.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(30);
    expect(new Set(seen)).toEqual(new Set(created.map((t) => t.id)));
  });

  it("keeps each user's tasks to themselves, by cookie and by bearer token", async () => {
    const a = await buildUser(app);
    const b = await buildUser(app);
    await buildTask(a, { title: 'private to a' });
    expect((await listTasks(b)).items).toHaveLength(0);
    const client = app.client();
    client.bearer = await accessToken(b.client);
    const byToken = await expectStatus(typedApi(client).GET('/api/v1/tasks'), 200);
    expect(byToken.items).toHaveLength(0);
    expect((await listTasks(a)).items).toHaveLength(1);
  });

  it('refuses a cookie-authenticated write from another origin', async () => {
    const user = await buildUser(app);
    const res = await user.api.POST('/api/v1/tasks', {
      body: { title: 'csrf' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.response.status).toBe(403);
    expect((await listTasks(user)).items).toHaveLength(0);
  });

  it('refuses a cursor it never gave out', async () => {
    const user = await buildUser(app);
    const res = await user.api.GET('/api/v1/tasks', { params: { query: { cursor: 'bm9wZQ' } } });
    expect(res.response.status).toBe(400);
    expect(refusedFields(res.error)[0]).toBe('cursor');
  });
});
