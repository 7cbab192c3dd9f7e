import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { olderDatabaseBefore } from '../test/migrations-before.ts';
import { rowsOf } from './rows.ts';

// Migration 0014 gives group_items one foreign key per item type: existing links move onto them
// and links whose item is already gone are dropped, on whichever database the suite runs.

describe('migration 0014: group item foreign keys', () => {
  it('moves existing links onto their keys, drops dangling ones, and cascades afterwards', async () => {
    // Migrate to just before 0014, then write what an older server wrote.
    const { database, db, userId: user } = await olderDatabaseBefore('0014_group-item-foreign-keys');
    const [group, entry, tag, gone] = Array.from({ length: 4 }, () => crypto.randomUUID());
    await db.execute(sql`insert into groups (id, user_id, name) values (${group}, ${user}, 'G')`);
    await db.execute(
      sql`insert into entries (id, user_id, title, type) values (${entry}, ${user}, 'E', 'memory')`,
    );
    await db.execute(sql`insert into tags (id, user_id, name, type) values (${tag}, ${user}, 'T', 'theme')`);
    await db.execute(sql`insert into group_items (id, group_id, user_id, item_type, item_id) values
      (${crypto.randomUUID()}, ${group}, ${user}, 'entry', ${entry}),
      (${crypto.randomUUID()}, ${group}, ${user}, 'tag', ${tag}),
      (${crypto.randomUUID()}, ${group}, ${user}, 'connection', ${gone})`);

    await database.migrate();

    const items = async () =>
      rowsOf(
        await db.execute(
          sql`select item_type, item_id, entry_id, tag_id from group_items where group_id = ${group} order by item_type`,
        ),
      );
    expect(await items()).toEqual([
      { item_type: 'entry', item_id: entry, entry_id: entry, tag_id: null },
      { item_type: 'tag', item_id: tag, entry_id: null, tag_id: tag },
    ]);
    await db.execute(sql`delete from tags where id = ${tag}`);
    expect((await items()).map((r) => r.item_type)).toEqual(['entry']);
  });
});
