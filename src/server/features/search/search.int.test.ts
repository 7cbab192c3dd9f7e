import { beforeAll, describe, expect, it } from 'vitest';
import type { Highlight } from '../../../shared/schemas/search.ts';
import type { paths } from '../../../web/api/contract.gen.ts';
import {
  buildEntry,
  buildLocation,
  buildUser,
  insertConnection,
  type TestUser,
} from '../../test/factories.ts';
import { suiteApp, suiteUser } from '../../test/suite-app.ts';
import { expectStatus, fieldProblems } from '../../test/typed-api.ts';

const app = suiteApp();
const user = suiteUser(app);
const ids: Record<string, string> = {};
beforeAll(async () => {
  const add = async (key: string, fields: Parameters<typeof buildEntry>[1]) => {
    ids[key] = (await buildEntry(user, { type: 'memory', ...fields })).id;
  };
  // The content hit is the newer one, so only ranking can put the title hit first.
  await add('title', {
    title: 'Sailing lessons',
    content: 'Wind and water.',
    occurred_at: '2025-01-01T10:00:00Z',
  });
  await add('content', {
    title: 'Saturday',
    content: 'We went sailing after lunch with the kids.',
    occurred_at: '2025-02-01T10:00:00Z',
  });
  await add('markup', {
    title: 'Notes',
    content: 'She wrote <script>alert(1)</script> about sailboats & <b>bold</b> plans.',
  });
  await add('secret', { title: 'Private sailing diary', content: 'Only for me.', is_private: true });
  // A tag of the default type: the name only, as the tag picker sends it.
  const tag = (await expectStatus(user.api.POST('/api/v1/tags', { body: { name: 'Harbour' } }), 201)).id;
  await add('tagged', { title: 'Untitled', content: 'Nothing to see.', tag_ids: [tag] });
  await insertConnection(app, user.id, {
    name: 'Captain Sailor',
    summaryText: 'Taught me sailing on the lake.',
  });
});

type SearchQuery = paths['/api/v1/search']['get']['parameters']['query'];

/** The answer to `q` (and the rest of `query`) for `who`, the user who wrote the journal unless told. */
const search = (q: string, query: Omit<SearchQuery, 'q'> = {}, who: TestUser = user) =>
  expectStatus(who.api.GET('/api/v1/search', { params: { query: { q, ...query } } }), 200);
const entryIds = (answer: { entries: { id: string }[] }) => answer.entries.map((e) => e.id);

const text = (h: Highlight) => h.map((p) => p.text).join('');
const matches = (h: Highlight) => h.filter((p) => p.match).map((p) => p.text);

describe('search', () => {
  it('ranks a title hit above a content hit, and includes the owner’s private entries', async () => {
    const res = await search('sailing');
    const order = entryIds(res);
    expect(order).toContain(ids.secret);
    expect(order.indexOf(ids.title ?? '')).toBeLessThan(order.indexOf(ids.content ?? ''));
    expect(res.entries.find((e) => e.id === ids.secret)?.is_private).toBe(true);
  });

  it('returns highlights as plain text pieces with the matches flagged', async () => {
    const res = await search('sailing');
    const snippet = res.entries.find((e) => e.id === ids.content)?.snippet ?? [];
    expect(text(snippet)).toContain('We went sailing after lunch');
    expect(matches(snippet)).toEqual(['sailing']);
    const titled = res.entries.find((e) => e.id === ids.title);
    expect(titled?.title_highlight).toEqual([
      { text: 'Sailing', match: true },
      { text: ' lessons', match: false },
    ]);
  });

  it('never sends markup from user text: tags are dropped from snippets, the words stay as text', async () => {
    const [hit] = (await search('sailboats')).entries;
    expect(hit?.id).toBe(ids.markup);
    const snippet = hit?.snippet ?? [];
    expect(text(snippet)).toContain('alert(1)');
    expect(text(snippet)).not.toMatch(/<\/?(script|b)>/);
    expect(matches(snippet)).toEqual(['sailboats']);
  });

  it('matches the last word as a prefix while the user types', async () => {
    expect(entryIds(await search('went sai'))).toEqual([ids.content]);
    expect((await search('sai')).entries.length).toBeGreaterThanOrEqual(4);
  });

  it('finds connections by name and summary, tags by name, and entries by their tags', async () => {
    const res = await search('sailor');
    expect(res.connections).toEqual([
      expect.objectContaining({ name: 'Captain Sailor', type: 'person', name_highlight: expect.any(Array) }),
    ]);
    expect(matches(res.connections[0]?.name_highlight ?? [])).toEqual(['Sailor']);
    const byTag = await search('harbour');
    expect(byTag.tags.map((t) => t.name)).toEqual(['Harbour']);
    expect(entryIds(byTag)).toEqual([ids.tagged]);
  });

  it('treats query syntax as words and answers nothing for punctuation alone', async () => {
    for (const q of ["sailing & !(kids | 'x')", ':*', '&&&', 'sailing:*']) {
      const res = await user.api.GET('/api/v1/search', { params: { query: { q } } });
      expect(res.response.status, q).toBe(200);
    }
    expect(await search('!!!')).toEqual({ entries: [], connections: [], tags: [], locations: [] });
    const blank = await user.api.GET('/api/v1/search', { params: { query: { q: '' } } });
    expect(blank.response.status).toBe(400);
  });

  it("never finds another user's records", async () => {
    const other = await buildUser(app);
    expect(await search('sailing', {}, other)).toEqual({
      entries: [],
      connections: [],
      tags: [],
      locations: [],
    });
  });

  it('finds places by label, and the entries at them', async () => {
    const place = (await buildLocation(user, { label: 'Lisbon riverside' })).id;
    const at = (await buildEntry(user, { title: 'Tram ride', type: 'memory', location_id: place })).id;
    const res = await search('lisbon');
    expect(res.locations).toEqual([{ id: place, label: 'Lisbon riverside' }]);
    expect(entryIds(res)).toEqual([at]);
  });

  it('narrows entries to local days from and to, both included', async () => {
    const tz = 'Europe/Lisbon';
    const february = await search('sailing', { tz, from: '2025-02-01', to: '2025-02-01' });
    expect(entryIds(february)).toEqual([ids.content]);
    const untilJanuary = await search('sailing', { tz, to: '2025-01-31' });
    expect(entryIds(untilJanuary)).toEqual([ids.title]);
    const backwards = await user.api.GET('/api/v1/search', {
      params: { query: { q: 'sailing', tz, from: '2025-02-02', to: '2025-02-01' } },
    });
    expect(backwards.response.status).toBe(400);
    expect(fieldProblems(backwards.error)).toEqual([{ field: 'to', message: 'must not be before from' }]);
  });

  it('marks a snippet cut from a longer text with an ellipsis at each cut end', async () => {
    const filler = 'The boats came in while gulls argued over the quay and the light went gold.';
    const id = (
      await buildEntry(user, {
        title: 'Story',
        type: 'memory',
        content: `${filler} ${filler} ${filler} Grandma told the story of the storm again. ${filler} ${filler} ${filler}`,
      })
    ).id;
    const hit = (await search('grandma')).entries.find((e) => e.id === id);
    expect(text(hit?.snippet ?? [])).toMatch(/^….*Grandma.*…$/);
    const short = (await search('kids')).entries[0];
    expect(text(short?.snippet ?? [])).toBe('We went sailing after lunch with the kids.');
  });
});
