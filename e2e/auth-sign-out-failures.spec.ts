import { expect, test } from './support/fixtures.ts';
import { signIn, signOutFromMenu } from './support/journal.ts';

/** Signing out when the server stumbles: the person is told, or signed out all the same. */

const busy = {
  status: 503,
  contentType: 'application/json',
  body: JSON.stringify({ error: { code: 'server_busy', message: 'The server is busy' } }),
};

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
});

test('a session read that fails after the sign-out does not bring the account back', async ({ page }) => {
  let signedOut = false;
  await page.route('**/api/auth/sign-out', async (route) => {
    const response = await route.fetch();
    signedOut = response.ok();
    await route.fulfill({ response });
  });
  await page.route('**/api/auth/get-session*', (route) =>
    signedOut ? route.fulfill(busy) : route.continue(),
  );
  await signOutFromMenu(page);
});

test('a sign-out the server could not make says so, and the account stays', async ({ page }) => {
  await page.route('**/api/auth/sign-out', (route) => route.fulfill(busy));
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByText('Sign out failed')).toBeVisible();
  await page.unroute('**/api/auth/sign-out');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
});

test('a slow device that draws the landing page after the session has ended still lands there', async ({
  page,
}) => {
  // The sign-out's answers come at once while the device takes long to draw the landing page: the
  // signed-in pages' guard sees the session end first, and must not send the person to /auth.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 60 });
  await signOutFromMenu(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page).toHaveURL(/\/landing$/);
});
