import { describe, expect, it } from 'vitest';
import { accessToken, buildUser } from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';

const app = suiteApp();

describe('tasks', () => {
  it('creates a task owned by the caller with priority normal by default', async () => {
    const user = await buildUser(app);
    const res = await user.client.post('/api/v1/tasks', {
      title: '  Water the plants ',
      description: 'balcony',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ user_id: user.id, title: 'Water the plants', priority: 'normal' });
  });

  it('never takes the owner from the body', async () => {
    const a = await buildUser(app);
    const b = await buildUser(app);
    const res = await a.client.post('/api/v1/tasks', { title: 'sneaky', user_id: b.id });
    expect(res.status).toBe(400);
    expect((await b.client.get('/api/v1/tasks')).body.items).toHaveLength(0);
  });

  it('lists newest first, ten at most on request, with a cursor to the rest', async () => {
    const user = await buildUser(app);
    for (let i = 1; i <= 12; i++) await user.client.post('/api/v1/tasks', { title: `task ${i}` });
    const page1 = await user.client.get('/api/v1/tasks?limit=10');
    expect(page1.body.items).toHaveLength(10);
    expect(page1.body.items[0].title).toBe('task 12');
    const page2 = await user.client.get(`/api/v1/tasks?limit=10&cursor=${page1.body.next_cursor}`);
    expect(page2.body.items.map((t: { title: string }) => t.title)).toEqual(['task 2', 'task 1']);
    expect(page2.body.next_cursor).toBeNull();
  });

  it('pages through tasks written concurrently without skipping or repeating one', async () => {
    const user = await buildUser(app);
    const created = await Promise.all(
      Array.from({ length: 30 }, (_, i) => user.client.post('/api/v1/tasks', { title: `burst ${i}` })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await user.client.get(`/api/v1/tasks?limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...res.body.items.map((t: { id: string }) => t.id));
      cursor = res.body.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(30);
    expect(new Set(seen)).toEqual(new Set(created.map((r) => r.body.id)));
  });

  it("keeps each user's tasks to themselves, by cookie and by bearer token", async () => {
    const a = await buildUser(app);
    const b = await buildUser(app);
    await a.client.post('/api/v1/tasks', { title: 'private to a' });
    expect((await b.client.get('/api/v1/tasks')).body.items).toHaveLength(0);
    const api = app.client();
    api.bearer = await accessToken(b.client);
    expect((await api.get('/api/v1/tasks')).body.items).toHaveLength(0);
    expect((await a.client.get('/api/v1/tasks')).body.items).toHaveLength(1);
  });

  it('refuses a cookie-authenticated write from another origin', async () => {
    const user = await buildUser(app);
    const res = await user.client.post(
      '/api/v1/tasks',
      { title: 'csrf' },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    expect((await user.client.get('/api/v1/tasks')).body.items).toHaveLength(0);
  });

  it('refuses a cursor it never gave out', async () => {
    const user = await buildUser(app);
    const res = await user.client.get('/api/v1/tasks?cursor=bm9wZQ');
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields[0].field).toBe('cursor');
  });
});
