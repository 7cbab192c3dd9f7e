import { describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';

const app = suiteApp();

const make = async (user: TestUser, body: Record<string, unknown>) => {
  const res = await user.client.post('/api/v1/connections', body);
  expect(res.status).toBe(201);
  return res.body;
};

describe('connections: create, read, update, delete', () => {
  it('creates a person with contact info and dates, and reads it back with zero activity', async () => {
    const user = await buildUser(app);
    const created = await make(user, {
      name: '  Ada Okafor ',
      type: 'person',
      summary_text: 'Climbing partner',
      image_url: 'https://example.com/ada.png',
      contact_info: {
        email: 'ada@example.com',
        phone: '+44 (0)20 7946-0958',
        social: '@ada',
        extra: undefined,
      },
      important_dates: [
        { label: 'Birthday', date: '1990-04-12' },
        { label: 'Met', date: '2019-09-01' },
      ],
    });
    expect(created).toMatchObject({
      name: 'Ada Okafor',
      type: 'person',
      summary_text: 'Climbing partner',
      image_url: 'https://example.com/ada.png',
      contact_info: { email: 'ada@example.com', phone: '+44 (0)20 7946-0958', social: '@ada' },
      important_dates: [{ label: 'Birthday', date: '1990-04-12' }, { label: 'Met' }],
      related_connection_ids: [],
      is_favorite: false,
      activity_count: 0,
      last_entry_at: null,
    });
    const read = await user.client.get(`/api/v1/connections/${created.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: created.id,
      related: [],
      entries: { items: [], next_cursor: null },
    });
    expect(read.body.activity_by_month).toHaveLength(12);
  });

  it('refuses invalid fields, naming each one', async () => {
    const { client } = await buildUser(app);
    const dates = Array.from({ length: 51 }, (_, i) => ({ label: `d${i}`, date: '2020-01-01' }));
    for (const [body, field] of [
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
    ] as const) {
      const res = await client.post('/api/v1/connections', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error.details.fields[0].field).toBe(field);
    }
  });

  it('accepts contact info only for people, and clears it when a person becomes something else', async () => {
    const user = await buildUser(app);
    const idea = await user.client.post('/api/v1/connections', {
      name: 'Stoicism',
      type: 'idea',
      contact_info: { email: 'x@example.com' },
    });
    expect(idea.status).toBe(400);
    expect(idea.body.error.details.fields[0]).toEqual({
      field: 'contact_info',
      message: 'is only for people (type person)',
    });
    // Empty form fields are not contact details.
    const place = await make(user, { name: 'Library', type: 'institution', contact_info: { email: '' } });
    expect(place.contact_info).toEqual({});
    const patch = await user.client.patch(`/api/v1/connections/${place.id}`, {
      contact_info: { phone: '123' },
    });
    expect(patch.status).toBe(400);
    const person = await make(user, { name: 'Ben', contact_info: { phone: '555 0101' } });
    const retyped = await user.client.patch(`/api/v1/connections/${person.id}`, { type: 'idea' });
    expect(retyped.body).toMatchObject({ type: 'idea', contact_info: {} });
    const back = await user.client.patch(`/api/v1/connections/${person.id}`, { type: 'person' });
    expect(back.body.contact_info).toEqual({});
  });

  it('changes only the fields sent, toggles the favourite and deletes while the entries stay', async () => {
    const user = await buildUser(app);
    const c = await make(user, { name: 'Grace', summary_text: 'Neighbour' });
    const fav = await user.client.patch(`/api/v1/connections/${c.id}`, { is_favorite: true });
    expect(fav.body).toMatchObject({ name: 'Grace', summary_text: 'Neighbour', is_favorite: true });
    const entry = await user.client.post('/api/v1/entries', {
      title: 'Tea',
      type: 'memory',
      connection_ids: [c.id],
    });
    expect((await user.client.delete(`/api/v1/connections/${c.id}`)).status).toBe(204);
    expect((await user.client.get(`/api/v1/connections/${c.id}`)).status).toBe(404);
    const after = await user.client.get(`/api/v1/entries/${entry.body.id}`);
    expect(after.status).toBe(200);
    expect(after.body.connection_ids).toEqual([]);
  });
});

describe('connections: relations and ownership', () => {
  it('relates both ways, and removing one side removes the other', async () => {
    const user = await buildUser(app);
    const a = await make(user, { name: 'Ada' });
    const b = await make(user, { name: 'Northwind Labs', type: 'institution' });
    const c = await make(user, { name: 'Chloe', related_connection_ids: [a.id, a.id] });
    expect(c.related_connection_ids).toEqual([a.id]);
    const linked = await user.client.patch(`/api/v1/connections/${a.id}`, {
      related_connection_ids: [b.id, c.id],
    });
    expect(linked.body.related_connection_ids.sort()).toEqual([b.id, c.id].sort());
    const bDetail = await user.client.get(`/api/v1/connections/${b.id}`);
    expect(bDetail.body.related).toEqual([
      { id: a.id, name: 'Ada', type: 'person', image_url: null, summary_text: null },
    ]);
    await user.client.patch(`/api/v1/connections/${b.id}`, { related_connection_ids: [] });
    expect((await user.client.get(`/api/v1/connections/${a.id}`)).body.related_connection_ids).toEqual([
      c.id,
    ]);
    // Deleting a connection removes it from the other side too.
    await user.client.delete(`/api/v1/connections/${c.id}`);
    expect((await user.client.get(`/api/v1/connections/${a.id}`)).body.related).toEqual([]);
  });

  it('shows related connections by name whatever the case, with the ids the list shows, on the detail', async () => {
    const user = await buildUser(app);
    const others = [
      await make(user, { name: 'zoe', summary_text: 'Neighbour' }),
      await make(user, { name: 'Ada', type: 'person' }),
      await make(user, { name: 'Museum', type: 'institution' }),
      await make(user, { name: 'birding', type: 'idea' }),
    ];
    const hub = await make(user, { name: 'Hub', related_connection_ids: others.map((o) => o.id) });
    // Another person's relations must not show up.
    const stranger = await buildUser(app);
    const theirs = await make(stranger, { name: 'Aaron' });
    await make(stranger, { name: 'Their hub', related_connection_ids: [theirs.id] });
    const detail = await user.client.get(`/api/v1/connections/${hub.id}`);
    expect(detail.body.related.map((r: { name: string }) => r.name)).toEqual([
      'Ada',
      'birding',
      'Museum',
      'zoe',
    ]);
    expect(detail.body.related[3]).toEqual({
      id: others[0].id,
      name: 'zoe',
      type: 'person',
      image_url: null,
      summary_text: 'Neighbour',
    });
    const listed = (await user.client.get('/api/v1/connections?q=Hub')).body.items[0];
    expect(detail.body.related_connection_ids).toEqual(listed.related_connection_ids);
    expect([...detail.body.related_connection_ids].sort()).toEqual(others.map((o) => o.id).sort());
  });

  it('counts a month by the time zone asked for, several entries in one month together', async () => {
    const user = await buildUser(app);
    const ada = await make(user, { name: 'Ada' });
    const now = new Date();
    // Last month's 1st at 02:00 UTC is still the month before in New York (UTC-4 or -5); its 15th is not.
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1, 2));
    const middle = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12));
    for (const at of [first, middle, middle])
      await user.client.post('/api/v1/entries', {
        title: 'e',
        type: 'memory',
        occurred_at: at.toISOString(),
        connection_ids: [ada.id],
      });
    const monthOf = (at: Date, timeZone: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).format(at);
    const counts = async (tz: string) => {
      const res = await user.client.get(`/api/v1/connections/${ada.id}?tz=${encodeURIComponent(tz)}`);
      const months = res.body.activity_by_month as { month: string; count: number }[];
      return (at: Date) => months.find((m) => m.month === monthOf(at, tz))?.count;
    };
    const utc = await counts('UTC');
    expect([utc(first), utc(middle)]).toEqual([3, 3]);
    const newYork = await counts('America/New_York');
    expect([newYork(first), newYork(middle)]).toEqual([1, 2]);
  });

  it('refuses a self-relation', async () => {
    const user = await buildUser(app);
    const a = await make(user, { name: 'Ada' });
    const res = await user.client.patch(`/api/v1/connections/${a.id}`, { related_connection_ids: [a.id] });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields[0]).toMatchObject({ field: 'related_connection_ids' });
  });

  it("answers 404 for another user's connection on every verb and 400 when it is referenced", async () => {
    const mine = await buildUser(app);
    const theirs = await buildUser(app);
    const other = await make(theirs, { name: 'Secret' });
    const own = await make(mine, { name: 'Mine' });
    expect((await mine.client.get(`/api/v1/connections/${other.id}`)).status).toBe(404);
    expect((await mine.client.patch(`/api/v1/connections/${other.id}`, { name: 'x' })).status).toBe(404);
    expect((await mine.client.delete(`/api/v1/connections/${other.id}`)).status).toBe(404);
    expect((await mine.client.get(`/api/v1/connections/${other.id}/image`)).status).toBe(404);
    const related = await mine.client.patch(`/api/v1/connections/${own.id}`, {
      related_connection_ids: [other.id],
    });
    expect(related.status).toBe(400);
    expect(related.body.error.details.fields[0].field).toBe('related_connection_ids');
    const created = await mine.client.post('/api/v1/connections', {
      name: 'New',
      related_connection_ids: [other.id],
    });
    expect(created.status).toBe(400);
    const entry = await mine.client.post('/api/v1/entries', {
      title: 'x',
      type: 'memory',
      connection_ids: [other.id],
    });
    expect(entry.status).toBe(400);
    expect(
      (await mine.client.get('/api/v1/connections')).body.items.map((c: { id: string }) => c.id),
    ).toEqual([own.id]);
    expect((await theirs.client.get(`/api/v1/connections/${other.id}`)).body.name).toBe('Secret');
  });
});
