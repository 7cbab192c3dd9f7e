import { describe, expect, it } from 'vitest';
import { buildUser, insertConnection } from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';

const app = suiteApp();

describe('favorites', () => {
  it('is empty for a new account', async () => {
    const { client } = await buildUser(app);
    const res = await client.get('/api/v1/favorites');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ entries: [], connections: [] });
  });

  it('lists favourite entries newest first and favourite connections by name, following toggles', async () => {
    const user = await buildUser(app);
    const c = user.client;
    const older = await c.post('/api/v1/entries', {
      title: 'older',
      type: 'memory',
      is_favorite: true,
      occurred_at: '2024-01-01T00:00:00Z',
    });
    const newer = await c.post('/api/v1/entries', {
      title: 'newer',
      type: 'memory',
      occurred_at: '2025-01-01T00:00:00Z',
    });
    await c.post('/api/v1/entries', { title: 'not loved', type: 'memory' });
    await insertConnection(app, user.id, { name: 'Zoe', isFavorite: true });
    await insertConnection(app, user.id, { name: 'Ada', isFavorite: true });
    await insertConnection(app, user.id, { name: 'Bob' });
    await c.patch(`/api/v1/entries/${newer.body.id}`, { is_favorite: true });
    const res = await c.get('/api/v1/favorites');
    expect(res.body.entries.map((e: { title: string }) => e.title)).toEqual(['newer', 'older']);
    expect(res.body.entries[0]).toMatchObject({ is_favorite: true, tags: [], connections: [] });
    expect(res.body.connections.map((x: { name: string }) => x.name)).toEqual(['Ada', 'Zoe']);
    await c.patch(`/api/v1/entries/${older.body.id}`, { is_favorite: false });
    expect((await c.get('/api/v1/favorites')).body.entries.map((e: { title: string }) => e.title)).toEqual([
      'newer',
    ]);
    const other = await buildUser(app);
    expect((await other.client.get('/api/v1/favorites')).body).toEqual({ entries: [], connections: [] });
  });
});
