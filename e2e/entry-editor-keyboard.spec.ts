import { apiEntry, entryIdOf, tabTo, UUID } from './support/editor.ts';
import { expect, signUpViaApi, test } from './support/fixtures.ts';

/** The entry editor works from the keyboard alone, every field and the save shortcut. */

test('creates an activity with the keyboard alone', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/create-entry');
  await tabTo(page, page.getByLabel('Title'));
  await page.keyboard.type('Quiet morning');
  await tabTo(page, page.getByLabel('Type'));
  await page.keyboard.press('i'); // Idea
  await tabTo(page, page.getByRole('button', { name: 'Need inspiration?' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Use this prompt' }));
  await page.keyboard.press('Enter');
  const prompt = page.getByLabel('Writing prompt');
  await expect(prompt).toBeVisible();
  const promptText = await prompt.textContent();
  await tabTo(page, page.getByRole('textbox', { name: 'Content' }));
  await page.keyboard.type('Tea, rain on the window, a chapter of a good book.');
  await tabTo(page, page.getByRole('radio', { name: '1 star' }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '3 stars' })).toBeChecked();
  await tabTo(page, page.getByRole('combobox', { name: 'Tags' }));
  await page.keyboard.type('Trus');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Picked tags' })).toHaveText('Trust');
  await tabTo(page, page.getByRole('switch', { name: 'Favorite' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('switch', { name: 'Favorite' })).toBeChecked();
  await page.keyboard.press('Control+Enter');

  await expect(page.getByText('Activity created')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/entries/${UUID.source}$`));
  expect(await apiEntry(page, entryIdOf(page))).toMatchObject({
    title: 'Quiet morning',
    type: 'idea',
    star_rating: 3,
    is_favorite: true,
    prompt_used: promptText,
    tags: [{ name: 'Trust', type: 'emotion' }],
  });
});
