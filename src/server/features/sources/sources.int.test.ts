import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('sources', () => {
  it('creates notes and web urls, with usage counts', async () => {
    const { client } = await buildUser(app);
    const note = await client.post('/api/v1/sources', {
      source_type: 'note',
      reference_text: 'Told by Gran',
    });
    expect(note.status).toBe(201);
    const url = await client.post('/api/v1/sources', {
      source_type: 'url',
      reference_text: 'https://example.org/essay',
    });
    expect(url.body).toMatchObject({
      source_type: 'url',
      reference_text: 'https://example.org/essay',
      entry_count: 0,
    });
    await client.post('/api/v1/entries', { title: 'Read it', type: 'article', source_id: url.body.id });
    const list = await client.get('/api/v1/sources');
    expect(list.body.items.map((s: { entry_count: number }) => s.entry_count)).toEqual([1, 0]);
  });

  it('refuses javascript:, data: and other non-web urls, naming reference_text', async () => {
    const { client } = await buildUser(app);
    for (const text of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>1</script>',
      'ftp://x.org',
      'not a url',
    ]) {
      const res = await client.post('/api/v1/sources', { source_type: 'url', reference_text: text });
      expect(res.status, text).toBe(400);
      expect(res.body.error.message).toBe(
        'Invalid request body: reference_text: must be an http:// or https:// address',
      );
    }
    // The same text is fine as a note: notes are shown as text, never as a link.
    expect(
      (await client.post('/api/v1/sources', { source_type: 'note', reference_text: 'javascript:alert(1)' }))
        .status,
    ).toBe(201);
  });

  it('checks the result of a partial update: a note cannot become a url with non-web text', async () => {
    const { client } = await buildUser(app);
    const note = await client.post('/api/v1/sources', {
      source_type: 'note',
      reference_text: 'javascript:void(0)',
    });
    const res = await client.patch(`/api/v1/sources/${note.body.id}`, { source_type: 'url' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields[0].field).toBe('reference_text');
    const ok = await client.patch(`/api/v1/sources/${note.body.id}`, {
      source_type: 'url',
      reference_text: 'http://example.com',
    });
    expect(ok.body).toMatchObject({ source_type: 'url', reference_text: 'http://example.com' });
    const bad = await client.patch(`/api/v1/sources/${note.body.id}`, {
      reference_text: 'javascript:alert(1)',
    });
    expect(bad.status).toBe(400);
  });

  it('deleting a source keeps the entries that cited it; 404 for another user on every verb', async () => {
    const a = await buildUser(app);
    const b = await buildUser(app);
    const src = (await a.client.post('/api/v1/sources', { source_type: 'note', reference_text: 'Diary' }))
      .body.id;
    const entry = await a.client.post('/api/v1/entries', { title: 'Cited', type: 'article', source_id: src });
    expect((await b.client.patch(`/api/v1/sources/${src}`, { reference_text: 'Mine' })).status).toBe(404);
    expect((await b.client.delete(`/api/v1/sources/${src}`)).status).toBe(404);
    expect((await a.client.delete(`/api/v1/sources/${src}`)).status).toBe(204);
    expect((await a.client.get(`/api/v1/entries/${entry.body.id}`)).body).toMatchObject({
      title: 'Cited',
      source: null,
    });
  });
});
