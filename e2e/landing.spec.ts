import { expect, signUpViaApi, test } from './support/fixtures.ts';

test.describe('landing page', () => {
  test('a visitor sees every section and is invited to get started', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/landing$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const benefit of [
      'Growth insights',
      'Relationship intelligence',
      'Memory timeline',
      'AI journaling',
      'Voice-to-text with emotion analysis',
      'Smart organization',
    ]) {
      await expect(page.getByRole('heading', { name: benefit })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Your journal, supercharged' })).toBeVisible();
    for (const step of ['Capture', 'Organize', 'Remember', 'Reflect']) {
      await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible();
    }
    const plans = page.locator('#plans');
    await expect(plans.getByText('$0')).toBeVisible();
    await expect(plans.getByText('$9.99')).toBeVisible();
    await expect(plans.getByText('100 mementos')).toBeVisible();
    await expect(plans.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));

    await plans.getByRole('link', { name: 'Upgrade to Pro' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('on a phone the fixed call-to-action says Get Started and opens sign-in', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/landing');
    const cta = page.locator('.fixed').getByRole('link', { name: 'Get Started' });
    await expect(cta).toBeVisible();
    await cta.click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
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
