import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories.ts';
import { errorOf } from '../test/raw-answers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// A failed statement once logged its parameters: the title and content of a private entry reached
// the server log. The database is made to refuse the write (a trigger the test installs), so the
// failure is PostgreSQL's own, travelling the real path to the log.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ LOG_LEVEL: 'info' });
  await app.database.db.execute(sql`
    create function test_refuse_entry() returns trigger language plpgsql as $$
    begin
      raise exception 'refused: %', new.title using errcode = '23514', constraint = 'test_refuse_entry';
    end $$`);
  await app.database.db.execute(
    sql`create trigger test_refuse_entry before insert on entries for each row execute function test_refuse_entry()`,
  );
});
afterAll(() => app.close());

describe('logs of a failed write', () => {
  it('hold the error code, constraint and request id, never what the person wrote', async () => {
    const { client } = await buildUser(app);
    const title = 'Letter to my sister about the diagnosis';
    const content = 'Nobody else knows about the appointment on Friday';
    const res = await client.post(
      '/api/v1/entries',
      { title, content, type: 'memory', is_private: true },
      { 'x-request-id': 'req-private-entry-1' },
    );
    expect(res.status).toBe(500);
    expect(errorOf(res.body).message).not.toContain('diagnosis');

    const logs = app.logs();
    expect(logs).toContain('"code":"23514"');
    expect(logs).toContain('"constraint":"test_refuse_entry"');
    expect(logs).toContain('req-private-entry-1');
    for (const secret of ['diagnosis', 'sister', 'appointment', 'Friday']) expect(logs).not.toContain(secret);
  });
});
