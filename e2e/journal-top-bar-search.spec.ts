import { createRecord } from './support/journal.ts';
import { expect, test } from './support/signed-in.ts';

/** The top bar's search: suggestions as you type, the results page on Enter. */

test('the top bar searches as you type, and Enter opens the results page', async ({ page }) => {
  await createRecord(page, 'entries', {
    title: 'Marathon training',
    type: 'memory',
    content: 'Ran twenty kilometres by the harbour.',
  });
  await createRecord(page, 'entries', {
    title: 'Bookshop visit',
    type: 'memory',
    content: 'Found a map of the old harbour district.',
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('article')).toHaveCount(2);

  await page.keyboard.press('/');
  await expect(page.getByLabel('Search mementos')).toBeFocused();
  await page.keyboard.type('marath');
  const suggestions = page.getByRole('list', { name: 'Suggestions' });
  await expect(suggestions.getByRole('link')).toHaveCount(1);
  await expect(suggestions).toContainText('Marathon training');

  await page.getByLabel('Search mementos').fill('harbour');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=harbour$/);
  await expect(page.getByRole('heading', { name: 'Activities (2)' })).toBeVisible();
  await expect(
    page
      .locator('mark')
      .filter({ hasText: /harbour/i })
      .first(),
  ).toBeVisible();
  await page.getByRole('link', { name: /Bookshop visit/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bookshop visit');
});
