import { describe, expect, it } from 'vitest';
import { buildEntry, buildSource, buildUser } from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';
import { expectStatus } from '../../test/typed-api.ts';

const app = suiteApp();

const one = (id: string) => ({ params: { path: { id } } });

describe('sources', () => {
  it('creates notes and web urls, with usage counts', async () => {
    const user = await buildUser(app);
    await buildSource(user, { source_type: 'note', reference_text: 'Told by Gran' });
    const url = await buildSource(user, { source_type: 'url', reference_text: 'https://example.org/essay' });
    expect(url).toMatchObject({
      source_type: 'url',
      reference_text: 'https://example.org/essay',
      entry_count: 0,
    });
    await buildEntry(user, { title: 'Read it', type: 'article', source_id: url.id });
    const list = await expectStatus(user.api.GET('/api/v1/sources'), 200);
    expect(list.items.map((s) => s.entry_count)).toEqual([1, 0]);
  });

  it('refuses javascript:, data: and other non-web urls, naming reference_text', async () => {
    const user = await buildUser(app);
    for (const text of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>1</script>',
      'ftp://x.org',
      'not a url',
    ]) {
      const res = await user.api.POST('/api/v1/sources', {
        body: { source_type: 'url', reference_text: text },
      });
      expect(res.response.status, text).toBe(400);
      expect(res.error?.error.message).toBe(
        'Invalid request body: reference_text: must be an http:// or https:// address',
      );
    }
    // The same text is fine as a note: notes are shown as text, never as a link.
    await buildSource(user, { source_type: 'note', reference_text: 'javascript:alert(1)' });
  });

  it('checks the result of a partial update: a note cannot become a url with non-web text', async () => {
    const user = await buildUser(app);
    const note = await buildSource(user, { source_type: 'note', reference_text: 'javascript:void(0)' });
    const update = (body: { source_type?: 'note' | 'url'; reference_text?: string }) =>
      user.api.PATCH('/api/v1/sources/{id}', { ...one(note.id), body });
    const res = await update({ source_type: 'url' });
    expect(res.response.status).toBe(400);
    expect(res.error?.error.details).toMatchObject({ fields: [{ field: 'reference_text' }] });
    const ok = await update({ source_type: 'url', reference_text: 'http://example.com' });
    expect(ok.data).toMatchObject({ source_type: 'url', reference_text: 'http://example.com' });
    expect((await update({ reference_text: 'javascript:alert(1)' })).response.status).toBe(400);
  });

  it('deleting a source keeps the entries that cited it; 404 for another user on every verb', async () => {
    const a = await buildUser(app);
    const b = await buildUser(app);
    const src = (await buildSource(a, { source_type: 'note', reference_text: 'Diary' })).id;
    const entry = await buildEntry(a, { title: 'Cited', type: 'article', source_id: src });
    const patch = await b.api.PATCH('/api/v1/sources/{id}', {
      ...one(src),
      body: { reference_text: 'Mine' },
    });
    expect(patch.response.status).toBe(404);
    expect((await b.api.DELETE('/api/v1/sources/{id}', one(src))).response.status).toBe(404);
    expect((await a.api.DELETE('/api/v1/sources/{id}', one(src))).response.status).toBe(204);
    expect((await a.api.GET('/api/v1/entries/{id}', one(entry.id))).data).toMatchObject({
      title: 'Cited',
      source: null,
    });
  });
});
