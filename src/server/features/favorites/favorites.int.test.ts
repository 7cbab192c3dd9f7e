import { describe, expect, it } from 'vitest';
import { buildEntry, buildUser, insertConnection, type TestUser } from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';
import { expectStatus } from '../../test/typed-api.ts';

const app = suiteApp();

const favoritesOf = (user: TestUser) => expectStatus(user.api.GET('/api/v1/favorites'), 200);
const markFavorite = (user: TestUser, id: string, is_favorite: boolean) =>
  expectStatus(
    user.api.PATCH('/api/v1/entries/{id}', { params: { path: { id } }, body: { is_favorite } }),
    200,
  );

describe('favorites', () => {
  it('is empty for a new account', async () => {
    expect(await favoritesOf(await buildUser(app))).toEqual({ entries: [], connections: [] });
  });

  it('lists favourite entries newest first and favourite connections by name, following toggles', async () => {
    const user = await buildUser(app);
    const older = await buildEntry(user, {
      title: 'older',
      type: 'memory',
      is_favorite: true,
      occurred_at: '2024-01-01T00:00:00Z',
    });
    const newer = await buildEntry(user, {
      title: 'newer',
      type: 'memory',
      occurred_at: '2025-01-01T00:00:00Z',
    });
    await buildEntry(user, { title: 'not loved', type: 'memory' });
    await insertConnection(app, user.id, { name: 'Zoe', isFavorite: true });
    await insertConnection(app, user.id, { name: 'Ada', isFavorite: true });
    await insertConnection(app, user.id, { name: 'Bob' });
    await markFavorite(user, newer.id, true);
    const favorites = await favoritesOf(user);
    expect(favorites.entries.map((e) => e.title)).toEqual(['newer', 'older']);
    expect(favorites.entries[0]).toMatchObject({ is_favorite: true, tags: [], connections: [] });
    expect(favorites.connections.map((x) => x.name)).toEqual(['Ada', 'Zoe']);
    await markFavorite(user, older.id, false);
    expect((await favoritesOf(user)).entries.map((e) => e.title)).toEqual(['newer']);
    expect(await favoritesOf(await buildUser(app))).toEqual({ entries: [], connections: [] });
  });
});
