import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config.ts';

export interface E2eUser {
  email: string;
  password: string;
  name: string;
}

let counter = 0;

/** A fresh, unique account's details (not yet created). */
export function newUser(label = 'user'): E2eUser {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `${label}-${unique}@example.com`, password: 'a calm river 42', name: `Test ${label}` };
}

/** Creates the account through the real identity API, signing the page's browser context in. */
export async function signUpViaApi(
  page: Page,
  user: E2eUser = newUser(),
  baseURL?: string,
): Promise<E2eUser> {
  const origin =
    baseURL ?? new URL(page.url() === 'about:blank' ? `http://127.0.0.1:${E2E_PORT}` : page.url()).origin;
  const res = await page.request.post(`${origin}/api/auth/sign-up/email`, {
    data: user,
    headers: { origin },
  });
  expect(res.status(), await res.text()).toBe(200);
  // Sign-up opens no session (it reads the same for a taken address): sign in, as the web app does.
  const signIn = await page.request.post(`${origin}/api/auth/sign-in/email`, {
    data: { email: user.email, password: user.password },
    headers: { origin },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return user;
}

/** Fills the sign-in form on /auth. */
export async function signInViaForm(page: Page, user: E2eUser) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The lines the main test server has logged so far (it writes mail there: no SMTP in tests). */
export function serverLog(name: 'main' | 'faulty' = 'main'): string {
  return readFileSync(`test-results/e2e-run/${name}.log`, 'utf8');
}

/** The password-reset link the server logged for an address, waiting for it to appear. */
export async function resetLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      for (const line of serverLog().split('\n').reverse()) {
        if (!line.includes(email)) continue;
        link = /(http[^\s"\\]+\/api\/auth\/reset-password\/[^\s"\\]+)/.exec(line)?.[1];
        if (link) return true;
      }
      return false;
    })
    .toBe(true);
  return link as string;
}

/** Console errors a page printed, collected for tests that assert on them. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await use(errors);
  },
});

export { expect };
