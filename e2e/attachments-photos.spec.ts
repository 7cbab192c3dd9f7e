import { pasteImage, photo } from './support/attachments.ts';
import { createRecord } from './support/journal.ts';
import { expect, test } from './support/signed-in.ts';

/** Photos attached by the picker and by paste: viewed, deleted, reordered, shown on the entry. */

test('attach two photos by the picker and one by paste, view them, delete one', async ({ page }) => {
  const id = await createRecord(page, 'entries', { title: 'Lake weekend', type: 'memory' });
  await page.goto(`/edit-entry/${id}`);
  const files = page.getByRole('list', { name: 'Attachments' });
  await page.getByLabel('Choose files to attach').setInputFiles([
    { name: 'shore.jpg', mimeType: 'image/jpeg', buffer: await photo('#36c') },
    { name: 'boat.jpg', mimeType: 'image/jpeg', buffer: await photo('#c63') },
  ]);
  await expect(files.getByRole('button', { name: /^Open / })).toHaveCount(2);
  await pasteImage(page);
  await expect(files.getByRole('button', { name: /^Open / })).toHaveCount(3);
  await expect(files.getByRole('img', { name: 'pasted.png' })).toBeVisible();

  // The viewer opens on the photo clicked and moves with the arrow keys.
  await files.getByRole('button', { name: 'Open boat.jpg' }).click();
  const viewer = page.getByRole('dialog', { name: 'boat.jpg' });
  await expect(viewer).toContainText('Photo 2 of 3');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'pasted.png' })).toContainText('Photo 3 of 3');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await files.getByRole('button', { name: 'Delete shore.jpg' }).click();
  await expect(page.getByText('Attachment deleted')).toBeVisible();
  await expect(files.getByRole('button', { name: /^Open / })).toHaveCount(2);
  await files.getByRole('button', { name: 'Move pasted.png earlier' }).click();
  await expect(files.getByRole('button', { name: /^Open / }).first()).toHaveAccessibleName('Open pasted.png');

  // The entry page shows what is left, in the new order, and the card on the list shows the paperclip.
  await page.goto(`/entries/${id}`);
  await expect(page.getByRole('list', { name: 'Attachments' }).getByRole('img')).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Attachments' }).getByRole('img').first()).toHaveAccessibleName(
    'pasted.png',
  );
  await page.goto('/dashboard?photos=true');
  await expect(page.getByRole('heading', { name: 'Lake weekend' })).toBeVisible();
  await expect(page.getByTitle('2 attachments')).toBeVisible();
});
