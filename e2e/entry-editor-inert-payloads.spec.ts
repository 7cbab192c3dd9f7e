import { apiEntry, entryIdOf, UUID } from './support/editor.ts';
import { expect, signUpViaApi, test } from './support/fixtures.ts';

/** Nothing a user pastes into the entry editor can run: not in the preview, not once saved. */

test('keeps script and onerror payloads inert in the preview and after saving', async ({ page }) => {
  await signUpViaApi(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const payload = [
    'Plain words stay.',
    '<script>window.__pwned = "script"; alert("script")</script>',
    "<img src=x onerror=\"window.__pwned = 'img'; alert('img')\">",
    '[a bad link](javascript:alert(1)) and [a good one](https://example.com)',
  ].join('\n\n');
  await page.goto('/create-entry');
  await page.getByLabel('Title').fill('Pasted from somewhere');
  await page.getByRole('textbox', { name: 'Content' }).fill(payload);
  await page.getByRole('tab', { name: 'Preview' }).click();

  const preview = page.getByRole('tabpanel', { name: 'Preview' });
  await expect(preview.getByText('Plain words stay.')).toBeVisible();
  await expect(preview.locator('img, script')).toHaveCount(0);
  await expect(preview.getByRole('link', { name: 'a good one' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow',
  );
  await expect(preview.getByRole('link', { name: 'a bad link' })).toHaveCount(0);

  await page.keyboard.press('Control+Enter');
  await expect(page).toHaveURL(new RegExp(`/entries/${UUID.source}$`));
  await expect(page.getByText('Plain words stay.')).toBeVisible();
  await expect(page.locator('main').locator('img[src="x"], script')).toHaveCount(0);
  expect((await apiEntry(page, entryIdOf(page))).content).toBe(payload);
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
