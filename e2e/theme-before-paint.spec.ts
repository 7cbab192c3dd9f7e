import { expect, test } from './support/fixtures.ts';

// The saved theme is applied by the inline script in the head, before any of the app's code runs:
// with the app's scripts refused, the page must still be dark, and the CSP must not block the script.
for (const path of ['/landing', '/auth', '/dashboard']) {
  test(`${path}: a saved dark theme applies before the app's code runs`, async ({ page, context }) => {
    await context.addInitScript(() => localStorage.setItem('memento-theme', 'dark'));
    await page.route('**/assets/*.js', (route) => route.abort());
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    await page.goto(path);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(refused).toEqual([]);
  });
}

test('the light theme, when chosen, stays light', async ({ page, context }) => {
  await context.addInitScript(() => localStorage.setItem('memento-theme', 'light'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/auth');
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});
