import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { expectStatus, refusedFields, type TypedApi } from '../test/typed-api.ts';

let app: TestApp;
let person: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  person = await buildUser(app);
});
afterAll(() => app.close());

const withKey = (key: string) => ({ 'idempotency-key': key });
const hundred = { params: { query: { limit: 100 } } };

/** Creates an entry (a walk of this title) under the key, as the web app's creates do. */
const createEntry = (api: TypedApi, title: string, key: string) =>
  api.POST('/api/v1/entries', {
    body: { title, type: 'memory', content: 'A walk by the river' },
    headers: withKey(key),
  });
/** Creates a task of this title under the key. */
const createTask = (api: TypedApi, title: string, key: string) =>
  api.POST('/api/v1/tasks', { body: { title }, headers: withKey(key) });

const countEntries = async () =>
  (await expectStatus(person.api.GET('/api/v1/entries', hundred), 200)).items.length;
const countTasks = async () =>
  (await expectStatus(person.api.GET('/api/v1/tasks', hundred), 200)).items.length;

describe('Idempotency-Key on creates', () => {
  it('answers a retried create with the first answer and creates nothing twice', async () => {
    const before = await countEntries();
    const key = crypto.randomUUID();
    const first = await expectStatus(createEntry(person.api, 'River walk', key), 201);
    const again = await createEntry(person.api, 'River walk', key);
    expect(await expectStatus(again, 201)).toEqual(first);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(await countEntries()).toBe(before + 1);
  });

  it('lets concurrent requests with one key create one record', async () => {
    const before = await countTasks();
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => createTask(person.api, 'Once', key)));
    const created = answers.filter((a) => a.response.status === 201);
    // Each answer is the one task, or (when the first is still running) a 409 saying so.
    expect(new Set(created.map((a) => a.data?.id)).size).toBe(1);
    for (const a of answers) expect([201, 409]).toContain(a.response.status);
    expect(await countTasks()).toBe(before + 1);
  });

  it('refuses the same key with a different body with 422', async () => {
    const key = crypto.randomUUID();
    await expectStatus(createTask(person.api, 'A', key), 201);
    const other = await createTask(person.api, 'B', key);
    expect(other.response.status).toBe(422);
    expect(other.error?.error.code).toBe('idempotency_key_reused');
  });

  it('keeps keys per person: the same key from someone else is their own create', async () => {
    const key = crypto.randomUUID();
    const other = await buildUser(app);
    const mine = await createTask(person.api, 'Shared key', key);
    const theirs = await createTask(other.api, 'Shared key', key);
    expect(theirs.response.status).toBe(201);
    expect(theirs.data?.id).not.toBe(mine.data?.id);
  });

  it('runs the request again when the first attempt was refused, and forgets keys after 24 hours', async () => {
    const key = crypto.randomUUID();
    // Untyped on purpose: a body the contract refuses (no type, an empty title).
    const invalid = await person.client.post('/api/v1/entries', { title: '' }, withKey(key));
    expect(invalid.status).toBe(400);
    const fixed = await person.client.post('/api/v1/entries', { title: '' }, withKey(key));
    expect(fixed.status).toBe(400);

    const old = crypto.randomUUID();
    const first = await createTask(person.api, 'Yesterday', old);
    await app.database.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${old}`,
    );
    const later = await createTask(person.api, 'Yesterday', old);
    expect(later.response.status).toBe(201);
    expect(later.data?.id).not.toBe(first.data?.id);
  });

  it('refuses a malformed key with 400 naming the header', async () => {
    const res = await createTask(person.api, 'x', 'has space');
    expect(res.response.status).toBe(400);
    expect(refusedFields(res.error)[0]).toBe('Idempotency-Key');
  });
});
