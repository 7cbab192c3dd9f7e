import AxeBuilder from '@axe-core/playwright';
import { expect, signUpViaApi, test } from './support/fixtures.ts';

async function seriousViolations(page: import('@playwright/test').Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

for (const path of ['/landing', '/auth', '/auth/sign-up']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const path of ['/settings', '/test']) {
  test(`${path} (signed in) has no serious accessibility violations`, async ({ page }) => {
    await page.goto('/landing');
    await signUpViaApi(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}
