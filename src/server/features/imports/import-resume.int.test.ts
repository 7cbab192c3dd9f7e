import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { imports } from '../../db/schema/index.ts';
import { journalJson } from '../../test/dayone-fixtures.ts';
import { buildUser } from '../../test/factories.ts';
import { buildZip, queuedImportId, showImport, uploadImport } from '../../test/import-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { IMPORT_RESUME_JOB } from './import-jobs.ts';

let app: TestApp;
beforeAll(async () => {
  // The server "dies" right after the first batch commits (a test fault), as a killed process would.
  app = await createTestApp({ TEST_FAULTS: 'import-crash-after-first-batch' }, { jobs: true });
});
afterAll(() => app.close());

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('an import whose server died', () => {
  it('resumes from its checkpoint and applies every entry exactly once', async () => {
    const user = await buildUser(app);
    const entries = Array.from({ length: 1200 }, (_, i) => ({
      uuid: `RESUME${String(i).padStart(26, '0')}`,
      creationDate: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString(),
      text: `Entry number ${i}`,
    }));
    const zip = await buildZip([{ name: 'Journal.json', data: journalJson(entries) }]);
    const queued = await uploadImport(app, user, zip, 'big.zip');
    expect(queued.status).toBe(202);
    const id = queuedImportId(queued.body);
    const show = () => showImport(user, id);

    // The first batch (500) committed with its checkpoint; then the process "died".
    const crashed = await until(show, (i) => i.progress.done > 0);
    expect(crashed).toMatchObject({ status: 'running', progress: { done: 500, total: 1200 } });
    const listed = await user.api.GET('/api/v1/entries', { params: { query: { limit: 100 } } });
    expect(listed.data?.items.length).toBe(100);

    // Its lease runs out (60 s in real life), and the minute's resume job takes it over.
    await app.database.db.update(imports).set({ leaseUntil: sql`now() - interval '1 second'` });
    await app.jobs?.enqueue(IMPORT_RESUME_JOB, {});
    const done = await until(show, (i) => i.status !== 'running');
    expect(done).toMatchObject({ status: 'done', progress: { done: 1200, total: 1200 } });
    expect(done.report).toMatchObject({ created: 1200, skipped: 0, failed: 0 });
    const [count] = rowsOf<{ n: number }>(
      await app.database.db.execute(sql`select count(*)::int as n from entries where user_id = ${user.id}`),
    );
    expect(count?.n).toBe(1200);
  });
});
