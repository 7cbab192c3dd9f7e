import { format } from 'date-fns';
import { expect, signUpViaApi, test } from './support/fixtures.ts';

test.beforeEach(async ({ page }) => {
  await page.goto('/landing');
  await signUpViaApi(page);
});

test('picking a tag closes the list, so the next click reaches Connections', async ({ page }) => {
  await page.goto('/create-memento');
  const tags = page.getByRole('combobox', { name: 'Tags' });
  await tags.click();
  await page.getByRole('option', { name: 'Joy' }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.getByRole('combobox', { name: 'Connections' }).click({ timeout: 3000 });
  await expect(page.getByRole('combobox', { name: 'Connections' })).toBeFocused();
  await expect(page.getByRole('list', { name: 'Picked tags' }).getByRole('listitem')).toHaveText(['Joy']);

  // By keyboard: open, move, pick with Enter (the list closes), reopen with the arrow key.
  await tags.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(page.getByRole('list', { name: 'Picked tags' }).getByRole('listitem')).toHaveCount(2);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
});

test("the calendar's Today button and 'New entry on this day'", async ({ page }) => {
  await page.goto('/calendar');
  const today = new Date();
  await expect(page.getByRole('heading', { name: format(today, 'MMMM d, yyyy') })).toBeVisible();
  await page.getByRole('button', { name: 'Go to the Previous Month' }).click();
  await page.getByRole('button', { name: 'Go to the Previous Month' }).click();
  const earlier = new Date(today.getFullYear(), today.getMonth() - 2, 15, 12);
  await page.getByRole('button', { name: new RegExp(`^${format(earlier, 'EEEE, MMMM d, yyyy')}`) }).click();
  await expect(page.getByRole('heading', { name: format(earlier, 'MMMM d, yyyy') })).toBeVisible();

  await page.getByRole('link', { name: 'New entry on this day' }).click();
  await expect(page).toHaveURL(/\/create-memento\?date=/);
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(format(earlier, 'yyyy-MM-dd'));
  await page.getByLabel('Title').fill('Back then');
  await page.getByRole('button', { name: 'Create activity' }).click();
  await expect(page.getByText('Activity created')).toBeVisible();
  await expect(page.getByText(format(earlier, 'MMMM d, yyyy'))).toBeVisible();

  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Go to the Previous Month' }).click();
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page.getByRole('heading', { name: format(today, 'MMMM d, yyyy') })).toBeVisible();
  await expect(page.getByText(format(today, 'MMMM yyyy'))).toBeVisible();
});
