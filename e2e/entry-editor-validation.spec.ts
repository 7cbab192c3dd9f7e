import { expect, signUpViaApi, test } from './support/fixtures.ts';

/** The entry editor names what is wrong beside the field, and saves nothing until it is fixed. */

test('refuses content over 100,000 characters and a javascript: link with clear inline messages', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/create-entry');
  await page.getByLabel('Title').fill('Too long');
  await page.getByRole('textbox', { name: 'Content' }).fill('a'.repeat(100_001));
  await expect(page.getByText('100,001 / 100,000 characters')).toBeVisible();
  await page.getByLabel('Source kind').selectOption('url');
  await page.getByLabel('Source', { exact: true }).fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Create activity' }).click();
  await expect(page.getByText('Content must be at most 100,000 characters.')).toBeVisible();
  await expect(page.getByText('Source must be an http:// or https:// address.')).toBeVisible();
  await expect(page).toHaveURL('/create-entry');

  // Blank title, fixed content: the title is named.
  await page.getByLabel('Title').fill('   ');
  await page.getByRole('textbox', { name: 'Content' }).fill('short now');
  await page.getByLabel('Source', { exact: true }).fill('https://example.com/talk');
  await page.getByRole('button', { name: 'Create activity' }).click();
  await expect(page.getByText('Title is required.')).toBeVisible();
  await expect(page.getByText('Content must be at most 100,000 characters.')).toBeHidden();
  await expect(page).toHaveURL('/create-entry');
});
