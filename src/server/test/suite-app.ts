import { afterAll, beforeAll } from 'vitest';
import { buildUser, type TestUser } from './factories.ts';
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
  return readThrough(() => {
    if (!app) throw new Error('The test app is made in beforeAll: use it inside a test or hook');
    return app;
  });
}

/**
 * The person a suite's tests act as: signed up in a beforeAll of its own, after the app's (so
 * `const user = suiteUser(app)` goes right after `suiteApp()`, before hooks that use the user).
 * Like the app, the handle reads through to the user made then.
 */
export function suiteUser(app: TestApp): TestUser {
  let user: TestUser | undefined;
  beforeAll(async () => {
    user = await buildUser(app);
  });
  return readThrough(() => {
    if (!user) throw new Error('The suite user is made in beforeAll: use it inside a test or hook');
    return user;
  });
}

/**
 * A stand-in, made when the suite loads, for what its beforeAll makes later: each property read
 * (a test's, or a hook's) reads through to the thing `current` gives then.
 */
function readThrough<T extends object>(current: () => T): T {
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(current(), key),
    has: (_, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
