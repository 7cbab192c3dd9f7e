import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/journal.ts';
import { seedHarbourWeek } from './support/week-journal.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await seedHarbourWeek(page);
});

test('generating a digest: the dialog refuses a blank title, shows it is busy, adds the card and resets', async ({
  page,
}) => {
  await page.goto('/digest');
  await expect(page.getByRole('heading', { name: 'Reflective Digests' })).toBeVisible();
  await expect(page.getByText('No digests yet')).toBeVisible();

  await page.getByRole('button', { name: 'New Digest' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Digest' });
  const generate = dialog.getByRole('button', { name: 'Generate' });
  await expect(generate).toBeDisabled();
  await dialog.getByLabel('Digest Title').fill('   ');
  await expect(generate).toBeDisabled();
  await expect(dialog.getByLabel('Time Range')).toHaveValue('week');
  await expect(dialog.getByLabel('Time Range').locator('option')).toHaveText([
    'Week',
    'Month',
    'Quarter',
    'Year',
  ]);
  await dialog.getByLabel('Digest Title').fill('My week');
  await expect(generate).toBeEnabled();

  // Hold the request a moment so the loading state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/digests/generate/stream', async (route) => {
    await held;
    await route.continue();
  });
  await generate.click();
  const busy = dialog.getByRole('button', { name: 'Generating...' });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  release();

  await expect(page.getByText('Digest has been generated')).toBeVisible();
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('digest-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('My week');
  await expect(card).toContainText('2 entries');

  // The dialog was reset after generating.
  await page.getByRole('button', { name: 'New Digest' }).click();
  await expect(dialog.getByLabel('Digest Title')).toHaveValue('');
  await expect(dialog.getByLabel('Time Range')).toHaveValue('week');
});
