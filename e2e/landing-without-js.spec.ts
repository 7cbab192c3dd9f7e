import { expect, test } from './support/fixtures.ts';

/** The landing page needs none of the app's code: it is whole as served. */

test.describe('landing page', () => {
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
