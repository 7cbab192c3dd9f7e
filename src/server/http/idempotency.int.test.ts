import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let app: TestApp;
let person: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  person = await buildUser(app);
});
afterAll(() => app.close());

const withKey = (key: string) => ({ 'idempotency-key': key });
const entry = (title: string) => ({ title, type: 'memory', content: 'A walk by the river' });

async function countEntries(client = person.client) {
  const res = await client.get('/api/v1/entries?limit=100');
  return res.body.items.length as number;
}

describe('Idempotency-Key on creates', () => {
  it('answers a retried create with the first answer and creates nothing twice', async () => {
    const before = await countEntries();
    const key = crypto.randomUUID();
    const first = await person.client.post('/api/v1/entries', entry('River walk'), withKey(key));
    expect(first.status).toBe(201);
    const again = await person.client.post('/api/v1/entries', entry('River walk'), withKey(key));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await countEntries()).toBe(before + 1);
  });

  it('lets concurrent requests with one key create one record', async () => {
    const before = (await person.client.get('/api/v1/tasks?limit=100')).body.items.length;
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => person.client.post('/api/v1/tasks', { title: 'Once' }, withKey(key))),
    );
    const created = answers.filter((a) => a.status === 201);
    // Each answer is the one task, or (when the first is still running) a 409 saying so.
    expect(new Set(created.map((a) => a.body.id)).size).toBe(1);
    for (const a of answers) expect([201, 409]).toContain(a.status);
    const after = (await person.client.get('/api/v1/tasks?limit=100')).body.items.length;
    expect(after).toBe(before + 1);
  });

  it('refuses the same key with a different body with 422', async () => {
    const key = crypto.randomUUID();
    expect((await person.client.post('/api/v1/tasks', { title: 'A' }, withKey(key))).status).toBe(201);
    const other = await person.client.post('/api/v1/tasks', { title: 'B' }, withKey(key));
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('idempotency_key_reused');
  });

  it('keeps keys per person: the same key from someone else is their own create', async () => {
    const key = crypto.randomUUID();
    const other = await buildUser(app);
    const mine = await person.client.post('/api/v1/tasks', { title: 'Shared key' }, withKey(key));
    const theirs = await other.client.post('/api/v1/tasks', { title: 'Shared key' }, withKey(key));
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  it('runs the request again when the first attempt was refused, and forgets keys after 24 hours', async () => {
    const key = crypto.randomUUID();
    const invalid = await person.client.post('/api/v1/entries', { title: '' }, withKey(key));
    expect(invalid.status).toBe(400);
    const fixed = await person.client.post('/api/v1/entries', { title: '' }, withKey(key));
    expect(fixed.status).toBe(400);

    const old = crypto.randomUUID();
    const first = await person.client.post('/api/v1/tasks', { title: 'Yesterday' }, withKey(old));
    await app.database.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${old}`,
    );
    const later = await person.client.post('/api/v1/tasks', { title: 'Yesterday' }, withKey(old));
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(first.body.id);
  });

  it('refuses a malformed key with 400 naming the header', async () => {
    const res = await person.client.post('/api/v1/tasks', { title: 'x' }, withKey('has space'));
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields[0].field).toBe('Idempotency-Key');
  });
});
