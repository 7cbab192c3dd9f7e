import { apiRequests, count } from './support/requests.ts';
import { seedEntry, seedTag } from './support/seed.ts';
import { expect, test } from './support/signed-in.ts';

/** What the dashboard asks the server for: the profile synced once per sign-in, tags only when used. */

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

test('a new sign-in syncs the profile again', async ({ page, user }) => {
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
