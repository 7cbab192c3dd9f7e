import { photo } from './support/attachments.ts';
import { expect, test } from './support/signed-in.ts';

/** A photo on a new entry offers its capture date, and is uploaded when the entry is saved. */

test('a new entry offers a photo’s capture date and uploads the photo when saved', async ({ page }) => {
  await page.goto('/create-memento');
  await page.getByLabel('Title').fill('Berlin trip');
  await page
    .getByLabel('Choose files to attach')
    .setInputFiles([{ name: 'tower.jpg', mimeType: 'image/jpeg', buffer: await photo('#999', true) }]);
  await expect(page.getByText('Uploads when you save')).toBeVisible();
  const offer = page.getByRole('region', { name: 'Photo details' });
  await expect(offer).toContainText('Taken on Mar 18, 2019: use as the entry date?');
  await offer.getByRole('button', { name: 'Use date' }).click();
  await expect(page.getByLabel('Date')).toHaveValue('2019-03-18');
  await page.getByRole('button', { name: 'Create activity' }).click();
  await expect(page).toHaveURL(/\/entries\/[\w-]+$/);
  await expect(
    page.getByRole('list', { name: 'Attachments' }).getByRole('img', { name: 'tower.jpg' }),
  ).toBeVisible();
  await expect(page.getByText('March 18, 2019')).toBeVisible();
});
