import { expect, test } from './support/signed-in.ts';

/** The signed-in app and the sign-in page keep to the content security policy. */

test('/auth and /dashboard break no rule of the content security policy', async ({ page }) => {
  // The browser fires this event for every violation, also for ones a library catches and ignores.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Activities', level: 1 })).toBeVisible();
  // The entry editor parses with zod: its schemas load here.
  await page.goto('/create-memento');
  await expect(page.getByLabel('Title')).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.context().clearCookies();
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  // Sending the empty form runs its zod validation.
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});
