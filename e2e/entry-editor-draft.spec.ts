import { UUID } from './support/editor.ts';
import { expect, signUpViaApi, test } from './support/fixtures.ts';

/** The entry editor keeps unsaved words through a reload, until the entry is saved. */

test('offers an unsaved draft back after a reload, and forgets it once saved', async ({ page }) => {
  await signUpViaApi(page);
  // The browser's "leave site?" prompt on reload is accepted, as a user reloading on purpose would.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/create-entry');
  await page.getByLabel('Title').fill('Half-written thought');
  await page.getByRole('textbox', { name: 'Content' }).fill('Something about trains and patience');
  // Reloaded at once, within the draft's save delay: the last words are written as the page goes.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Restore your unsaved draft?' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('');
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('Half-written thought');
  await expect(page.getByRole('textbox', { name: 'Content' })).toHaveValue(
    'Something about trains and patience',
  );
  await expect(page.getByRole('heading', { name: 'Restore your unsaved draft?' })).toBeHidden();

  // Discarding leaves the form as it was and the draft is not offered again.
  await page.reload();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel('Title')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Restore your unsaved draft?' })).toBeHidden();

  await page.getByLabel('Title').fill('Saved at last');
  await page.getByRole('button', { name: 'Create activity' }).click();
  await expect(page).toHaveURL(new RegExp(`/entries/${UUID.source}$`));
  await page.goto('/create-entry');
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'Restore your unsaved draft?' })).toBeHidden();
});
