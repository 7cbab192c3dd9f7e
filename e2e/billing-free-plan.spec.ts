import { billingOrigin, signUp, toast } from './support/billing.ts';
import { expect, test } from './support/fixtures.ts';

/** The Free plan's limits are named where they bite, with the way to upgrade. */
test.use({ baseURL: billingOrigin });

test.describe('free plan limits', () => {
  test('the 101st entry is refused with the reason and the way to upgrade', async ({ page }) => {
    await signUp(page);
    for (let i = 1; i <= 100; i += 1) {
      const res = await page.request.post('/api/v1/entries', {
        headers: { origin: billingOrigin },
        data: { title: `Memory ${i}`, type: 'memory' },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto('/create-memento');
    const notice = page.getByRole('status').filter({ hasText: 'You have reached a limit of the Free plan' });
    await expect(notice).toContainText(
      'The Free plan keeps up to 100 entries. Upgrade to Pro in Settings for unlimited entries.',
    );
    await expect(notice.getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();

    await page.getByLabel('Title').fill('The hundred and first');
    await page.getByRole('button', { name: 'Create activity' }).click();
    await expect(toast(page)).toContainText('You have reached a limit of the Free plan');
    await expect(toast(page)).toContainText('The Free plan keeps up to 100 entries.');
    await expect(toast(page).getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();
    await expect(page).toHaveURL(/\/create-memento$/);

    const list = await page.request.get('/api/v1/entries?limit=100');
    expect((await list.json()).next_cursor).toBeNull();
  });
});

test.describe('free plan digests', () => {
  test('a month digest is named as a Pro feature before and after Generate', async ({ page }) => {
    await signUp(page);
    await page.goto('/digest');
    await page.getByRole('button', { name: 'New Digest' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Digest Title').fill('My month');
    await expect(dialog.getByText('You have reached a limit of the Free plan')).toHaveCount(0);
    await dialog.getByLabel('Time Range').selectOption('month');
    await expect(dialog).toContainText('The Free plan makes digests of the past week only.');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(toast(page)).toContainText(
      'Upgrade to Pro in Settings for month, quarter and year digests.',
    );
    await expect(page.getByText('No digests yet')).toBeVisible();
  });
});
