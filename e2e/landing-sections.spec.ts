import { expect, test } from './support/fixtures.ts';

/** The landing page a visitor meets: every section, and the way in. */

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
    // This server has no billing: the plans read as what Memento includes (billing.spec.ts shows prices).
    const plans = page.locator('#plans');
    await expect(plans.getByRole('heading', { name: 'What Memento includes' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));

    await plans.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-up$/);
  });
});
