import { billingOrigin, signUp, startCheckout, toast } from './support/billing.ts';
import { expect, test } from './support/fixtures.ts';

/** The page Checkout returns to says what became of the account, whatever the session. */
test.use({ baseURL: billingOrigin });

test.describe('subscription success page', () => {
  test('an unpaid session leaves the account on its plan and says so', async ({ page }) => {
    await signUp(page);
    const sessionId = await startCheckout(page);
    await page.goto(`/subscription-success?session_id=${sessionId}`);
    await expect(page.getByRole('heading', { name: 'Account Updated!' })).toBeVisible();
    await expect(
      page.getByText('Your account has been updated. You can continue using the application.'),
    ).toBeVisible();
    await expect(toast(page)).toContainText('Subscription information');
    await expect(toast(page)).toContainText('Your current plan is: free');
    await page.getByRole('link', { name: 'Continue to Dashboard' }).click();
    await page.waitForURL(/\/dashboard$/);
  });

  test('without a session id it says there is nothing to show and goes to the dashboard', async ({
    page,
  }) => {
    await signUp(page);
    await page.goto('/subscription-success');
    await expect(toast(page)).toContainText('No subscription information');
    await expect(toast(page)).toContainText('Redirecting to dashboard');
    await page.waitForURL(/\/dashboard$/);
  });

  test('a session that cannot be verified shows the error', async ({ page }) => {
    await signUp(page);
    await page.goto('/subscription-success?session_id=cs_test_not_a_real_session');
    await expect(toast(page)).toContainText('Error verifying subscription');
    await expect(toast(page)).toContainText('Checkout session not found');
  });
});
