import { describe, expect, it } from 'vitest';
import type { components } from '../../../web/api/contract.gen.ts';
import { buildConnection, buildEntry, buildUser, type TestUser } from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';
import { expectBodiesRefused, expectStatus, fieldProblems, refusedFields } from '../../test/typed-api.ts';

const app = suiteApp();

const one = (id: string) => ({ params: { path: { id } } });
const readConnection = (user: TestUser, id: string, tz?: string) =>
  user.api.GET('/api/v1/connections/{id}', { params: { path: { id }, query: tz ? { tz } : {} } });
const updateConnection = (user: TestUser, id: string, body: components['schemas']['ConnectionUpdate']) =>
  user.api.PATCH('/api/v1/connections/{id}', { ...one(id), body });
const deleteConnection = (user: TestUser, id: string) => user.api.DELETE('/api/v1/connections/{id}', one(id));

describe('connections: create, read, update, delete', () => {
  it('creates a person with contact info and dates, and reads it back with zero activity', async () => {
    const user = await buildUser(app);
    // Sent and answered alike.
    const kept = {
      type: 'person',
      summary_text: 'Climbing partner',
      image_url: 'https://example.com/ada.png',
      contact_info: { email: 'ada@example.com', phone: '+44 (0)20 7946-0958', social: '@ada' },
    } as const;
    const created = await buildConnection(user, {
      ...kept,
      name: '  Ada Okafor ',
      important_dates: [
        { label: 'Birthday', date: '1990-04-12' },
        { label: 'Met', date: '2019-09-01' },
      ],
    });
    expect(created).toMatchObject({
      ...kept,
      name: 'Ada Okafor',
      important_dates: [{ label: 'Birthday', date: '1990-04-12' }, { label: 'Met' }],
      related_connection_ids: [],
      is_favorite: false,
      activity_count: 0,
      last_entry_at: null,
    });
    const read = await expectStatus(readConnection(user, created.id), 200);
    expect(read).toMatchObject({
      id: created.id,
      related: [],
      entries: { items: [], next_cursor: null },
    });
    expect(read.activity_by_month).toHaveLength(12);
  });

  it('refuses invalid fields, naming each one', async () => {
    const { client } = await buildUser(app);
    const dates = Array.from({ length: 51 }, (_, i) => ({ label: `d${i}`, date: '2020-01-01' }));
    // Untyped on purpose: these bodies are ones the contract refuses.
    await expectBodiesRefused(client, '/api/v1/connections', [
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(121) }, 'name'],
      [{ name: 'A', type: 'pet' }, 'type'],
      [{ name: 'A', contact_info: { email: 'not-an-email' } }, 'contact_info.email'],
      [{ name: 'A', contact_info: { phone: 'call me maybe' } }, 'contact_info.phone'],
      [{ name: 'A', contact_info: { social: 'two words' } }, 'contact_info.social'],
      [{ name: 'A', contact_info: { fax: '123' } }, 'contact_info.fax'],
      [{ name: 'A', important_dates: [{ label: 'Birthday', date: '1990-13-40' }] }, 'important_dates.0.date'],
      [{ name: 'A', important_dates: [{ label: '', date: '1990-01-01' }] }, 'important_dates.0.label'],
      [{ name: 'A', important_dates: dates }, 'important_dates'],
      [{ name: 'A', image_url: 'http://example.com/a.png' }, 'image_url'],
      [{ name: 'A', image_url: 'javascript:alert(1)' }, 'image_url'],
      [{ name: 'A', related_connection_ids: ['nope'] }, 'related_connection_ids.0'],
      [{ name: 'A', summary_text: 'x'.repeat(2001) }, 'summary_text'],
      [{ name: 'A', colour: 'red' }, 'colour'],
    ]);
  });

  it('accepts contact info only for people, and clears it when a person becomes something else', async () => {
    const user = await buildUser(app);
    const idea = await user.api.POST('/api/v1/connections', {
      body: { name: 'Stoicism', type: 'idea', contact_info: { email: 'x@example.com' } },
    });
    expect(idea.response.status).toBe(400);
    expect(fieldProblems(idea.error)[0]).toEqual({
      field: 'contact_info',
      message: 'is only for people (type person)',
    });
    // Empty form fields are not contact details.
    const place = await buildConnection(user, {
      name: 'Library',
      type: 'institution',
      contact_info: { email: '' },
    });
    expect(place.contact_info).toEqual({});
    const patch = await updateConnection(user, place.id, { contact_info: { phone: '123' } });
    expect(patch.response.status).toBe(400);
    const person = await buildConnection(user, { name: 'Ben', contact_info: { phone: '555 0101' } });
    const retyped = await updateConnection(user, person.id, { type: 'idea' });
    expect(retyped.data).toMatchObject({ type: 'idea', contact_info: {} });
    const back = await updateConnection(user, person.id, { type: 'person' });
    expect(back.data?.contact_info).toEqual({});
  });

  it('changes only the fields sent, toggles the favourite and deletes while the entries stay', async () => {
    const user = await buildUser(app);
    const c = await buildConnection(user, { name: 'Grace', summary_text: 'Neighbour' });
    const fav = await updateConnection(user, c.id, { is_favorite: true });
    expect(fav.data).toMatchObject({ name: 'Grace', summary_text: 'Neighbour', is_favorite: true });
    const entry = await buildEntry(user, { title: 'Tea', type: 'memory', connection_ids: [c.id] });
    expect((await deleteConnection(user, c.id)).response.status).toBe(204);
    expect((await readConnection(user, c.id)).response.status).toBe(404);
    const after = await expectStatus(user.api.GET('/api/v1/entries/{id}', one(entry.id)), 200);
    expect(after.connection_ids).toEqual([]);
  });
});

describe('connections: relations and ownership', () => {
  it('relates both ways, and removing one side removes the other', async () => {
    const user = await buildUser(app);
    const a = await buildConnection(user, { name: 'Ada' });
    const b = await buildConnection(user, { name: 'Northwind Labs', type: 'institution' });
    const c = await buildConnection(user, { name: 'Chloe', related_connection_ids: [a.id, a.id] });
    expect(c.related_connection_ids).toEqual([a.id]);
    const linked = await updateConnection(user, a.id, { related_connection_ids: [b.id, c.id] });
    expect(linked.data?.related_connection_ids.sort()).toEqual([b.id, c.id].sort());
    const bDetail = await readConnection(user, b.id);
    expect(bDetail.data?.related).toEqual([
      { id: a.id, name: 'Ada', type: 'person', image_url: null, summary_text: null },
    ]);
    await updateConnection(user, b.id, { related_connection_ids: [] });
    expect((await readConnection(user, a.id)).data?.related_connection_ids).toEqual([c.id]);
    // Deleting a connection removes it from the other side too.
    await deleteConnection(user, c.id);
    expect((await readConnection(user, a.id)).data?.related).toEqual([]);
  });

  it('shows related connections by name whatever the case, with the ids the list shows, on the detail', async () => {
    const user = await buildUser(app);
    const others = [
      await buildConnection(user, { name: 'zoe', summary_text: 'Neighbour' }),
      await buildConnection(user, { name: 'Ada', type: 'person' }),
      await buildConnection(user, { name: 'Museum', type: 'institution' }),
      await buildConnection(user, { name: 'birding', type: 'idea' }),
    ];
    const hub = await buildConnection(user, { name: 'Hub', related_connection_ids: others.map((o) => o.id) });
    // Another person's relations must not show up.
    const stranger = await buildUser(app);
    const theirs = await buildConnection(stranger, { name: 'Aaron' });
    await buildConnection(stranger, { name: 'Their hub', related_connection_ids: [theirs.id] });
    const detail = await expectStatus(readConnection(user, hub.id), 200);
    expect(detail.related.map((r) => r.name)).toEqual(['Ada', 'birding', 'Museum', 'zoe']);
    expect(detail.related[3]).toEqual({
      id: others[0]?.id,
      name: 'zoe',
      type: 'person',
      image_url: null,
      summary_text: 'Neighbour',
    });
    const list = await expectStatus(
      user.api.GET('/api/v1/connections', { params: { query: { q: 'Hub' } } }),
      200,
    );
    expect(detail.related_connection_ids).toEqual(list.items[0]?.related_connection_ids);
    expect([...detail.related_connection_ids].sort()).toEqual(others.map((o) => o.id).sort());
  });

  it('counts a month by the time zone asked for, several entries in one month together', async () => {
    const user = await buildUser(app);
    const ada = await buildConnection(user, { name: 'Ada' });
    const now = new Date();
    // Last month's 1st at 02:00 UTC is still the month before in New York (UTC-4 or -5); its 15th is not.
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1, 2));
    const middle = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12));
    for (const at of [first, middle, middle])
      await buildEntry(user, {
        title: 'e',
        type: 'memory',
        occurred_at: at.toISOString(),
        connection_ids: [ada.id],
      });
    const monthOf = (at: Date, timeZone: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).format(at);
    const counts = async (tz: string) => {
      const months = (await expectStatus(readConnection(user, ada.id, tz), 200)).activity_by_month;
      return (at: Date) => months.find((m) => m.month === monthOf(at, tz))?.count;
    };
    const utc = await counts('UTC');
    expect([utc(first), utc(middle)]).toEqual([3, 3]);
    const newYork = await counts('America/New_York');
    expect([newYork(first), newYork(middle)]).toEqual([1, 2]);
  });

  it('refuses a self-relation', async () => {
    const user = await buildUser(app);
    const a = await buildConnection(user, { name: 'Ada' });
    const res = await updateConnection(user, a.id, { related_connection_ids: [a.id] });
    expect(res.response.status).toBe(400);
    expect(fieldProblems(res.error)[0]).toMatchObject({ field: 'related_connection_ids' });
  });

  it("answers 404 for another user's connection on every verb and 400 when it is referenced", async () => {
    const mine = await buildUser(app);
    const theirs = await buildUser(app);
    const other = await buildConnection(theirs, { name: 'Secret' });
    const own = await buildConnection(mine, { name: 'Mine' });
    expect((await readConnection(mine, other.id)).response.status).toBe(404);
    expect((await updateConnection(mine, other.id, { name: 'x' })).response.status).toBe(404);
    expect((await deleteConnection(mine, other.id)).response.status).toBe(404);
    const image = await mine.api.GET('/api/v1/connections/{id}/image', {
      ...one(other.id),
      parseAs: 'stream',
    });
    expect(image.response.status).toBe(404);
    const related = await updateConnection(mine, own.id, { related_connection_ids: [other.id] });
    expect(related.response.status).toBe(400);
    expect(refusedFields(related.error)[0]).toBe('related_connection_ids');
    const created = await mine.api.POST('/api/v1/connections', {
      body: { name: 'New', related_connection_ids: [other.id] },
    });
    expect(created.response.status).toBe(400);
    const entry = await mine.api.POST('/api/v1/entries', {
      body: { title: 'x', type: 'memory', connection_ids: [other.id] },
    });
    expect(entry.response.status).toBe(400);
    const list = await expectStatus(mine.api.GET('/api/v1/connections'), 200);
    expect(list.items.map((c) => c.id)).toEqual([own.id]);
    expect((await readConnection(theirs, other.id)).data?.name).toBe('Secret');
  });
});
