import { test as base, type E2eUser } from './fixtures.ts';
import { signIn } from './journal.ts';

/**
 * `test` for specs whose every test starts as a fresh user, signed in on /landing (our origin, so
 * the seed helpers know where to send): one sign-up per test, made before the test body runs.
 */
export const test = base.extend<{ user: E2eUser }>({
  user: [
    async ({ page }, use) => {
      await use(await signIn(page));
    },
    { auto: true },
  ],
});

export { expect } from './fixtures.ts';
