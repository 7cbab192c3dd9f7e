import { expect, signUpViaApi, test } from './support/fixtures.ts';

/** The landing page's fixed call to action on a phone, signed out and signed in. */

test.describe('landing page', () => {
  test('on a phone the fixed call-to-action says Get Started and opens sign-up', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/landing');
    const cta = page.locator('.fixed').getByRole('link', { name: 'Get Started' });
    await expect(cta).toBeVisible();
    await cta.click();
    await expect(page).toHaveURL(/\/auth\/sign-up$/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  });

  test('a signed-in user is offered the dashboard instead', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/landing');
    await signUpViaApi(page);
    await page.reload();
    const cta = page.locator('.fixed').getByRole('link', { name: 'Go to Dashboard' });
    await expect(cta).toBeVisible();
    await cta.click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
