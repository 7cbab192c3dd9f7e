import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The test app of one suite file: made before its tests run and closed after them, so a file says
 * `const app = suiteApp()` once instead of a variable, a beforeAll and an afterAll. The handle
 * reads through to the app made in beforeAll (use it inside tests and hooks, not at load time).
 */
export function suiteApp(...args: Parameters<typeof createTestApp>): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(...args);
  });
  afterAll(() => app?.close());
  const current = () => {
    if (!app) throw new Error('The test app is made in beforeAll: use it inside a test or hook');
    return app;
  };
  return {
    get baseUrl() {
      return current().baseUrl;
    },
    get database() {
      return current().database;
    },
    get mails() {
      return current().mails;
    },
    get jobs() {
      return current().jobs;
    },
    logs: () => current().logs(),
    client: () => current().client(),
    asUser: (userId, work) => current().asUser(userId, work),
    close: () => current().close(),
  };
}
