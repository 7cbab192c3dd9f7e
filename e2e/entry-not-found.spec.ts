import { expect, signUpViaApi, test } from './support/fixtures.ts';

/** An activity that does not exist (or is someone else's) reads as not found, with a way back. */

test('an unknown activity cannot be edited', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/edit-entry/7d3c1a52-0f4e-4b1a-9a59-2a1e7c0b9f11');
  await expect(page.getByRole('heading', { name: 'Activity not found' })).toBeVisible();
  await expect(page.getByText('The activity you are looking for does not exist.')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Activities' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test("an unknown or someone else's entry shows Activity not found", async ({ page }) => {
  await page.goto('/landing');
  await signUpViaApi(page);
  await page.goto('/entries/6f1d2c1e-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Activity not found' })).toBeVisible();
  await expect(page.getByText('The activity you are looking for does not exist.')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Activities' }).click();
  await expect(page.getByRole('heading', { name: 'No activities yet' })).toBeVisible();
});
