import { beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildTask } from '../test/factories.ts';
import { sessionAnswer, signIn } from '../test/identity.ts';
import { errorOf, readAs } from '../test/raw-answers.ts';
import { suiteApp, suiteUser } from '../test/suite-app.ts';
import { expectStatus, refusedFields } from '../test/typed-api.ts';

// Input PostgreSQL cannot store or compare (a NUL character, a date past year 9999) must be a 400
// naming the field, never a 500 from the database.

const app = suiteApp();
const person = suiteUser(app);
let groupId: string;
beforeAll(async () => {
  groupId = (await buildGroup(person, { name: 'Trips' })).id;
});

const NUL = '\u0000';

describe('NUL characters', () => {
  it('refuses a NUL in a text field of any create or update with 400 naming the field', async () => {
    const cases: [string, string, Record<string, unknown>, string][] = [
      ['POST', '/api/v1/entries', { title: `Lunch${NUL}`, content: 'ok' }, 'title'],
      ['POST', '/api/v1/entries', { title: 'Lunch', content: `a${NUL}b` }, 'content'],
      ['POST', '/api/v1/tasks', { title: `T${NUL}` }, 'title'],
      ['POST', '/api/v1/groups', { name: `G${NUL}` }, 'name'],
      ['POST', '/api/v1/connections', { name: `Ann${NUL}`, type: 'person' }, 'name'],
      ['PATCH', '/api/v1/profile', { name: `Me${NUL}` }, 'name'],
      ['POST', '/api/v1/tags', { name: `t${NUL}`, type: 'topic' }, 'name'],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await person.client.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(errorOf(res.body).code).toBe('invalid_request');
      expect(refusedFields(res.body)[0]).toBe(field);
      expect(errorOf(res.body).message).toContain(field);
    }
    // Nested fields are named by their path.
    const nested = await person.client.post('/api/v1/entries', { title: 'ok', tag_ids: [`x${NUL}`] });
    expect(nested.status).toBe(400);
    expect(refusedFields(nested.body)[0]).toBe('tag_ids.0');
  });

  it('refuses a NUL in a query parameter with 400', async () => {
    for (const path of [
      `/api/v1/search?q=a${encodeURIComponent(NUL)}b`,
      `/api/v1/groups?q=${encodeURIComponent(NUL)}`,
      `/api/v1/groups/${groupId}/candidates?type=entry&q=${encodeURIComponent(NUL)}`,
    ]) {
      const res = await person.client.get(path);
      expect(res.status, path).toBe(400);
      expect(refusedFields(res.body)[0]).toBe('q');
    }
  });

  it('refuses a NUL on the identity routes too, and the account stays as it was', async () => {
    const rename = await person.client.post('/api/auth/update-user', { name: `Evil${NUL}` });
    expect(rename.status).toBe(400);
    expect(refusedFields(rename.body)[0]).toBe('name');
    const session = await person.client.get('/api/auth/get-session');
    expect(readAs(session.body, sessionAnswer)?.user.name).toBe(person.name);

    const signUp = await app
      .client()
      .post('/api/auth/sign-up/email', { email: 'nul@example.com', password: 'long enough 123', name: NUL });
    expect(signUp.status).toBe(400);
    expect((await signIn(app.client(), `a${NUL}@example.com`, 'x'.repeat(10))).status).toBe(400);
  });
});

describe('cursors', () => {
  const encode = (text: string) => Buffer.from(text).toString('base64url');
  const uuid = '00000000-0000-4000-8000-000000000000';

  it('answers a well-formed cursor with a date PostgreSQL cannot hold with 400 on every list', async () => {
    for (const at of [
      '+275760-09-13T00:00:00.000Z',
      '-271821-04-20T00:00:00.000Z',
      '+010000-01-01T00:00:00.000Z',
    ]) {
      const cursor = encode(`${at}|${uuid}`);
      for (const path of [
        '/api/v1/entries',
        '/api/v1/tasks',
        '/api/v1/groups',
        '/api/v1/digests',
        `/api/v1/groups/${groupId}/items`,
        `/api/v1/groups/${groupId}/candidates?type=entry`,
      ]) {
        const res = await person.client.get(`${path}${path.includes('?') ? '&' : '?'}cursor=${cursor}`);
        expect(res.status, `${path} ${at}`).toBe(400);
        expect(refusedFields(res.body)[0]).toBe('cursor');
      }
    }
  });

  it('still pages with the cursors the API gives out', async () => {
    for (let i = 0; i < 3; i++) await buildTask(person, { title: `task ${i}` });
    const page = (cursor?: string) =>
      person.api.GET('/api/v1/tasks', { params: { query: cursor ? { limit: 2, cursor } : { limit: 2 } } });
    const first = await expectStatus(page(), 200);
    const second = await expectStatus(page(first.next_cursor ?? undefined), 200);
    expect(second.items).toHaveLength(1);
  });
});
