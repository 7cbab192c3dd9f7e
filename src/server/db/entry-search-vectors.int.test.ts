import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { olderDatabaseBefore } from '../test/migrations-before.ts';
import { rowsOf } from './rows.ts';

// Migration 0036 keeps an entry's two text vectors by one trigger instead of two generated
// columns (docs/decisions/038): rows written before it keep theirs, and every later write stores
// exactly what the generated columns' expressions gave, computed again only when the title or
// the text changes.

const vector = sql.raw(
  `setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(content, '')), 'B')`,
);

describe('migration 0036: entry search vectors by trigger', () => {
  it('stores what the generated columns stored, on insert and on a change of title or text only', async () => {
    const { database, db, userId: user } = await olderDatabaseBefore('0036_entry-search-vectors-once');
    const [older, newer] = [crypto.randomUUID(), crypto.randomUUID()];
    await db.execute(sql`insert into entries (id, user_id, title, type, content)
      values (${older}, ${user}, 'Coffee by the river', 'memory', 'Rain, rain and coffee')`);
    const before = rowsOf(await db.execute(sql`select search::text, search_tiers::text from entries`));

    await database.migrate();

    const stored = async (id: string) => {
      const [row] = rowsOf<{ search: string; search_tiers: string; expected: string; tiers: string }>(
        await db.execute(sql`select search::text, search_tiers::text, (${vector})::text as expected,
          search_tiers(${vector})::text as tiers from entries where id = ${id}`),
      );
      return row;
    };
    expect(rowsOf(await db.execute(sql`select search::text, search_tiers::text from entries`))).toEqual(
      before,
    );
    await db.execute(sql`insert into entries (id, user_id, title, type, content)
      values (${newer}, ${user}, 'A walk', 'memory', 'Garden, garden, light')`);
    await db.execute(sql`update entries set content = 'Letters by the sea' where id = ${older}`);
    for (const id of [older, newer]) {
      const row = await stored(id);
      expect(row?.search).toBe(row?.expected);
      expect(row?.search_tiers).toBe(row?.tiers);
    }
    expect((await stored(older))?.search).toContain("'sea':8B");

    // Writing the vectors directly changes nothing; an update of another column keeps them.
    await db.execute(sql`update entries set search = to_tsvector('nothing'), search_tiers = null,
      is_favorite = true where id = ${newer}`);
    const kept = await stored(newer);
    expect(kept?.search).toBe(kept?.expected);
    expect(kept?.search_tiers).toBe(kept?.tiers);
  });
});
