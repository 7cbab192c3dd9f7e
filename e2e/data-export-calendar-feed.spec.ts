import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/journal.ts';
import { seedConnection } from './support/seed.ts';

/** The private calendar link for important dates: made, copied, read without a session, turned off. */

test.describe('your data out', () => {
  test('makes a private calendar link, copies it, and turns it off', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page);
    await seedConnection(page, {
      name: 'Maya',
      important_dates: [{ label: 'Birthday', date: '1992-02-29' }],
    });
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Calendar feed' });
    await expect(section).toContainText('No subscription link yet.');
    await section.getByRole('button', { name: 'Create subscription link' }).click();
    const field = section.getByLabel('Subscription link');
    await expect(field).toHaveValue(/\/api\/v1\/calendar\/important-dates\.ics\?token=/);
    await section.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toBe(await field.inputValue());

    // A calendar app has no session: the link alone opens the feed.
    const calendarApp = await playwrightRequest.newContext();
    const feed = await calendarApp.get(url);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('SUMMARY:Maya: Birthday');

    await page.reload();
    await expect(section).toContainText('A subscription link is on since');
    await section.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByText('Calendar feed turned off')).toBeVisible();
    expect((await calendarApp.get(url)).status()).toBe(404);
    await calendarApp.dispose();
  });
});
