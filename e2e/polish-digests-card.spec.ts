import { hoursAgo, seedDigest, seedEntry } from './support/seed.ts';
import { expect, test } from './support/signed-in.ts';

/** A digest's card: deleting it asks first, and its preview shows whole lines. */

test('deleting a digest asks first; Cancel keeps it', async ({ page }) => {
  await seedDigest(page, 'Keep me');
  await page.goto('/digest');
  const card = page.getByTestId('digest-card');
  await card.getByRole('button', { name: 'Delete digest Keep me' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this digest?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toHaveCount(1);

  await card.getByRole('button', { name: 'Delete digest Keep me' }).click();
  await confirm.getByRole('button', { name: 'Delete digest' }).click();
  await expect(page.getByText('Digest has been deleted')).toBeVisible();
  await expect(page.getByText('No digests yet')).toBeVisible();
});

test('a digest card shows whole lines, on desktop and on a phone', async ({ page }) => {
  await seedEntry(page, {
    title: 'Harbour lunch',
    type: 'memory',
    content: 'Lunch with Ana by the harbour; I was so happy I laughed all afternoon.',
    occurred_at: hoursAgo(30),
  });
  await seedDigest(page, 'My week');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/digest');
    const preview = page.getByTestId('digest-preview');
    await expect(preview).toBeVisible();
    const cut = await preview.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
    expect(cut, `the preview is cut by the clamp at ${width} px`).toBe(false);
    await expect(preview).toHaveText(/[.?!…]$/);
  }
});
