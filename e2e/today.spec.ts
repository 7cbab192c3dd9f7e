import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/journal.ts';

test('Today: empty blocks on a new journal, collapsed and remembered', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard');
  const today = page.getByRole('region', { name: /^Today/ });
  await expect(page.getByRole('region', { name: 'On this day' })).toContainText(
    'Nothing from this day in earlier years yet',
  );
  await expect(page.getByRole('region', { name: 'Coming up' })).toContainText(
    'No birthdays or anniversaries in the next 14 days',
  );
  await expect(page.getByRole('region', { name: 'Reach out' })).toContainText(
    'You are in touch with everyone',
  );
  await today.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByRole('region', { name: 'On this day' })).toHaveCount(0);
  await page.reload();
  await expect(today.getByRole('button', { name: 'Show' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'On this day' })).toHaveCount(0);
  await today.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('region', { name: 'On this day' })).toBeVisible();
});
