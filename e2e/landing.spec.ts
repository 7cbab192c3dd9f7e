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
    // This server has no billing: the plans read as what Memento includes (billing.spec.ts shows prices).
    const plans = page.locator('#plans');
    await expect(plans.getByRole('heading', { name: 'What Memento includes' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));

    await plans.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-up$/);
  });

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

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the page a visitor gets is whole already, and names only its two small scripts', async ({
      page,
    }) => {
      const scripts: string[] = [];
      page.on('request', (req) => {
        if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
      });
      await page.goto('/landing');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Your memories and relationships, kept with care' }),
      ).toBeVisible();
      await expect(
        page.locator('#plans').getByRole('heading', { name: 'What Memento includes' }),
      ).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
      const named = await page
        .locator('script')
        .evaluateAll((tags) =>
          tags.map((t) => `${t.getAttribute('type') ?? 'classic'} ${t.getAttribute('src')}`),
        );
      // The theme's script is inline (no src), allowed by the CSP's hash of it.
      expect(named).toEqual(['classic null', 'classic /landing.js']);
      expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
      expect(scripts.filter((s) => s.startsWith('/assets/'))).toEqual([]);
      // Its links are plain links into the app.
      await expect(page.locator('header').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        '/auth',
      );
    });
  });
});
