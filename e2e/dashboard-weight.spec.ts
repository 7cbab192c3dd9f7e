import type { Page } from '@playwright/test';
import { type E2eUser, expect, signUpViaApi, test } from './support/fixtures.ts';
import { seedEntry, seedTag } from './support/seed.ts';

/** The API requests a page makes, as 'METHOD /path', from now on. */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}
const count = (seen: string[], request: string) => seen.filter((r) => r === request).length;

let user: E2eUser;
test.beforeEach(async ({ page }) => {
  await page.goto('/landing');
  user = await signUpViaApi(page);
});

test('the dashboard syncs the profile once per sign-in and loads the tag list only for the tag filter', async ({
  page,
}) => {
  const sailing = await seedTag(page, { name: 'sailing', type: 'topic' });
  await seedEntry(page, { title: 'Regatta', type: 'memory', tag_ids: [sailing.id] });
  const seen = apiRequests(page);

  await page.goto('/dashboard');
  await expect(page.getByRole('article').filter({ hasText: 'Regatta' })).toBeVisible();
  expect(count(seen, 'POST /api/v1/profile/sync')).toBe(1);
  expect(count(seen, 'GET /api/v1/tags')).toBe(0);

  // A reload in the same session reads the profile instead of syncing it again.
  seen.length = 0;
  await page.reload();
  await expect(page.getByRole('article').filter({ hasText: 'Regatta' })).toBeVisible();
  expect(count(seen, 'POST /api/v1/profile/sync')).toBe(0);
  expect(count(seen, 'GET /api/v1/profile')).toBe(1);
  expect(count(seen, 'GET /api/v1/tags')).toBe(0);

  // The tag filter still offers every tag once it is used, and names the tag it filters by.
  const filter = page.getByLabel('Filter by tag');
  await filter.focus();
  await expect(filter.locator('option', { hasText: 'sailing' })).toHaveCount(1);
  await filter.selectOption({ label: 'sailing' });
  await expect(page).toHaveURL(new RegExp(`tag=${sailing.id}`));
  await page.reload();
  await expect(page.getByLabel('Filter by tag')).toHaveValue(sailing.id);
});

test('a new sign-in syncs the profile again', async ({ page }) => {
  const seen = apiRequests(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Activities', level: 1 })).toBeVisible();
  expect(count(seen, 'POST /api/v1/profile/sync')).toBe(1);

  // Another session of the same person (signed out here, signed in again).
  const origin = new URL(page.url()).origin;
  await page.context().clearCookies();
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { origin },
  });
  expect(signIn.status()).toBe(200);
  seen.length = 0;
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Activities', level: 1 })).toBeVisible();
  expect(count(seen, 'POST /api/v1/profile/sync')).toBe(1);
});

test('/auth and /dashboard break no rule of the content security policy', async ({ page }) => {
  // The browser fires this event for every violation, also for ones a library catches and ignores.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Activities', level: 1 })).toBeVisible();
  // The entry editor parses with zod: its schemas load here.
  await page.goto('/create-memento');
  await expect(page.getByLabel('Title')).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.context().clearCookies();
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  // Sending the empty form runs its zod validation.
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});
