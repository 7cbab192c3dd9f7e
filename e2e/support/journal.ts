import type { Page } from '@playwright/test';
import { expect, signUpViaApi } from './fixtures.ts';

/** Signs a fresh user up in the page's browser, starting on our origin so the cookie is ours. */
export async function signIn(page: Page) {
  await page.goto('/landing');
  return signUpViaApi(page);
}

/**
 * Signs out from the user menu, as a person does, and waits until the landing page shows the way
 * back in: the menu leaves for /landing before it ends the session and forgets this device's
 * account, so the address alone does not say the sign-out is done.
 */
export async function signOutFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/landing/);
  await expect(
    page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Sign in' }),
  ).toBeVisible();
}

/** Creates a record through the real API with the page's session (201 Created); returns its id. */
export async function createRecord(page: Page, path: string, body: Record<string, unknown>): Promise<string> {
  const res = await page.request.post(`/api/v1/${path}`, {
    data: body,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

/** Moves inside the app by the sidebar, as a reader does: the page keeps what it has cached. */
export const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

/** API answers of 404 the page received from now on (a deleted record asked for again). */
export function notFoundAnswers(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (res) => {
    if (res.status() === 404 && res.url().includes('/api/')) seen.push(new URL(res.url()).pathname);
  });
  return seen;
}
