import { beforeAll, expect, it } from 'vitest';
import { localToday } from '../../shared/important-dates.ts';
import { imageOf } from '../test/attachment-fixtures.ts';
import {
  buildAttachment,
  buildConnection,
  buildEntry,
  buildGroupHolding,
  buildLocation,
  buildPersonBornToday,
  buildTag,
} from '../test/factories.ts';
import { sentToPglite, sentToPostgres } from '../test/sent-statements.ts';
import { suiteApp, suiteUser } from '../test/suite-app.ts';
import { expectStatus } from '../test/typed-api.ts';

// Issue 21: a signed-in read is three round trips on PostgreSQL (`begin` with the session, the
// role and claims, the data in one statement, `commit`), also for the reads whose data comes from
// several relations or features: Today, a search, the connections list and a group's detail. The
// journal below makes every part of them find something (each part used to be a statement).

const app = suiteApp();
const user = suiteUser(app);
let groupId: string;
const paths: Record<string, string> = {};

beforeAll(async () => {
  const today = localToday('UTC');
  const [y, m, d] = today.split('-');
  const ada = (await buildPersonBornToday(user, 'Ada')).id;
  await buildConnection(user, { name: 'Sailor Sam', related_connection_ids: [ada] });
  const tag = (await buildTag(user, { name: 'Harbour walks', type: 'topic' })).id;
  const place = (await buildLocation(user, { label: 'Harbour front' })).id;
  // A year ago today (Feb 29 has no "a year ago": the day before is as good for the count).
  const aYearAgo = `${Number(y) - 1}-${m}-${d === '29' && m === '02' ? '28' : d}T12:00:00Z`;
  const old = (
    await buildEntry(user, {
      title: 'Sailing to the harbour',
      type: 'memory',
      occurred_at: aYearAgo,
      connection_ids: [ada],
    })
  ).id;
  await buildAttachment(user, old, await imageOf('png'), { type: 'image/png' });
  await buildEntry(user, { title: 'Untitled', type: 'memory', tag_ids: [tag] });
  await buildEntry(user, { title: 'Tram', type: 'memory', location_id: place });
  groupId = await buildGroupHolding(user, { name: 'Sea' }, [
    ['entry', old],
    ['connection', ada],
  ]);
  paths.today = '/api/v1/today';
  paths.search = '/api/v1/search?q=harbour';
  paths.connections = '/api/v1/connections?limit=24';
  paths.group = `/api/v1/groups/${groupId}`;
});

it.each(['today', 'search', 'connections', 'group'])('reads %s in three round trips', async (name) => {
  const path = paths[name] as string;
  // The first read prepares the session's statement; the second is what every later one does.
  expect((await user.client.get(path)).status).toBe(200);
  let status = 0;
  const read = async () => {
    status = (await user.client.get(path)).status;
  };
  if (app.database.kind === 'postgres') {
    const sent = await sentToPostgres(read);
    expect(status).toBe(200);
    expect(sent).toHaveLength(3);
    expect(sent[0]?.text).toMatch(
      /^begin; select set_config\('request\.jwt\.claims'.* from sessions where token = /s,
    );
    expect(sent[2]?.text).toBe('commit');
  } else {
    // In the transaction: the session, the role and claims, then the data in one statement.
    const sent = await sentToPglite(app, read);
    expect(status).toBe(200);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.text).toMatch(/set_config\('request\.jwt\.claims'.* from sessions where token = /s);
  }
});

it('finds something in every part of those reads (else the counts above would prove little)', async () => {
  const today = await expectStatus(user.api.GET('/api/v1/today'), 200);
  expect(today.on_this_day.items[0]?.photo_url).toEqual(expect.any(String));
  expect(today.coming_up[0]?.memories).toHaveLength(1);
  expect(today.reach_out_total).toBe(1);
  const found = await expectStatus(
    user.api.GET('/api/v1/search', { params: { query: { q: 'harbour' } } }),
    200,
  );
  expect(found.entries).toHaveLength(3);
  expect(found.tags).toHaveLength(1);
  expect(found.locations).toHaveLength(1);
  const listed = await expectStatus(
    user.api.GET('/api/v1/connections', { params: { query: { limit: 24 } } }),
    200,
  );
  expect(listed.items.map((c) => c.related_connection_ids.length)).toEqual([1, 1]);
  const group = await expectStatus(
    user.api.GET('/api/v1/groups/{id}', { params: { path: { id: groupId } } }),
    200,
  );
  expect(group.item_counts).toEqual({ entry: 1, connection: 1, tag: 0, location: 0 });
});
