import { expect, signUpViaApi, test } from './support/fixtures.ts';

/** The entry editor: unsaved words are not lost by a click on a link or a reload. */

test('asks before leaving with unsaved changes, and not when nothing changed', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/create-entry');
  const entriesLink = page.getByRole('link', { name: 'Entries', exact: true });
  await entriesLink.click();
  await expect(page).toHaveURL('/dashboard');

  await page.goto('/create-entry');
  // Typed, not filled: the browser only prompts on unload after a real user gesture.
  await page.getByLabel('Title').click();
  await page.keyboard.type('Not yet saved');
  await entriesLink.click();
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL('/create-entry');
  await expect(page.getByLabel('Title')).toHaveValue('Not yet saved');

  // A reload or closing the tab gets the browser's own prompt.
  const prompt = page.waitForEvent('dialog');
  page.reload().catch(() => undefined);
  const dialog = await prompt;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(page.getByLabel('Title')).toHaveValue('Not yet saved');

  await entriesLink.click();
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL('/dashboard');
});
