import { expect, signUpViaApi, test } from './support/fixtures.ts';

// /auth's sign-in form arrives drawn in the HTML (docs/decisions/039); the app takes it over once
// the session has been read. Nothing done on the drawn form in between is lost.

test.describe('the sign-in form drawn ahead of time', () => {
  test.use({ javaScriptEnabled: false });

  test('shows without any script, as the app draws it', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page.getByText('Sign in to your journal.')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    // Without the app, pressing the button sends nothing (the password never goes into an address).
    await page.getByLabel('Password').fill('secret words 1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByLabel('Password').press('Enter');
    expect(new URL(page.url()).search).toBe('');
  });
});

test('what was typed and pressed on the drawn form carries over to the app, which signs in', async ({
  page,
}) => {
  // No page opened first: its service worker would answer /auth with the app's own (empty) HTML.
  const user = await signUpViaApi(page);
  await page.context().clearCookies();
  // The app's page waits for the session: the drawn form stays until it has been read.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/get-session*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth');
  await expect(page.locator('[data-prerendered]')).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
});

test.describe('the drawn form on a slow phone', () => {
  // Every load must come from the server: a service worker would answer with the app's empty HTML.
  test.use({ serviceWorkers: 'block' });

  test('the drawn form paints whole: nothing on /auth moves as it loads on a slow phone', async ({
    page,
  }) => {
    // A half-parsed card (the heading and the email field) painted first, then grew and moved up, in
    // about half of the loads at 4x CPU slowdown (scripts-after-paint.ts holds the paint for it).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (let load = 0; load < 4; load++) {
      await page.goto('/auth');
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
      await expect(page.locator('[data-prerendered]')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    }
  });
});

test('a signed-in user opening /auth gets the app, not the drawn form', async ({ page }) => {
  await signUpViaApi(page);
  const html = await (await page.request.get('/auth')).text();
  expect(html).not.toContain('data-prerendered');
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);
});
