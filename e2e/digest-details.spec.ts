import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/journal.ts';
import { seedDigest } from './support/seed.ts';
import { seedHarbourWeek } from './support/week-journal.ts';

let harbourId = '';

test.beforeEach(async ({ page }) => {
  await signIn(page);
  harbourId = await seedHarbourWeek(page);
  await seedDigest(page, 'My week');
  await page.goto('/digest');
});

test('a digest card opens its details: summary, emotions, quotes, and claims that link their entries', async ({
  page,
}) => {
  const card = page.getByTestId('digest-card');
  await expect(card).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4} – [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(card).toContainText('2 entries');
  await expect(card.locator('p.line-clamp-4')).toBeVisible();

  await card.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'My week' });
  await expect(details.getByRole('heading', { name: 'Summary' })).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Emotion Trends' })).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Memorable Quotes' })).toBeVisible();
  await expect(details.getByText(/^\d+(\.\d)?%$/).first()).toBeVisible();
  await expect(details.getByText('Joy', { exact: true })).toBeVisible();
  await expect(details.locator('blockquote').first()).toHaveText('“Never stop sailing”');
  await expect(details.getByText('Written offline by Memento’s own engine.')).toBeVisible();
  // Every claim links the entries it rests on; the high point is the harbour lunch.
  await expect(details.getByText(/^A high point was “Harbour lunch”/)).toBeVisible();
  const link = details.getByRole('link', { name: /^Harbour lunch · / }).first();
  await expect(link).toHaveAttribute('href', `/entries/${harbourId}`);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  await card.getByRole('button', { name: 'View Details' }).click();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/entries/${harbourId}$`));
  await expect(page.getByRole('heading', { name: 'Harbour lunch' })).toBeVisible();
});

test('deleting the only digest leaves the empty state', async ({ page }) => {
  await page.getByTestId('digest-card').getByRole('button', { name: 'Delete digest My week' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this digest?' })
    .getByRole('button', { name: 'Delete digest' })
    .click();
  await expect(page.getByText('Digest has been deleted')).toBeVisible();
  await expect(page.getByText('No digests yet')).toBeVisible();
});
