import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/journal.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('a failed generation shows the error toast; a failed load shows the banner', async ({ page }) => {
  await page.goto('/digest');
  await page.route('**/api/v1/digests/generate/stream', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'invalid_request', message: 'The title is too long' } }),
    }),
  );
  await page.getByRole('button', { name: 'New Digest' }).click();
  await page.getByLabel('Digest Title').fill('Broken');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page.getByText('The title is too long')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'New Digest' })).toBeVisible();

  await page.route('**/api/v1/digests?**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"internal","message":"x"}}',
    }),
  );
  await page.goto('/digest');
  await expect(page.getByText('An error occurred while loading digests')).toBeVisible({ timeout: 30_000 });
});
