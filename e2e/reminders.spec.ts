import { startLocalEndpoint } from '../src/server/test/notification-peers.ts';
import { seedMayaBirthday } from './support/birthday-journal.ts';
import { expect, test } from './support/signed-in.ts';

// Wednesday 20 May 2026, 08:30 UTC: the new account has no time zone (UTC), so its 08:00
// important-date reminder is due, and Maya's birthday (20 May) is that day. A day already past: on
// the day an account is made, a reminder whose time came before the account is not sent.
const BIRTHDAY_MORNING = '2026-05-20T08:30:00Z';

test('a birthday reminder by email and webhook shows in the notification log', async ({ page }) => {
  const hook = await startLocalEndpoint();
  try {
    await seedMayaBirthday(page);

    await page.goto('/settings#notifications');
    const section = page.getByRole('region', { name: 'Notifications', exact: true });
    await expect(section.getByText('Nothing sent yet.')).toBeVisible();
    const dates = section.getByRole('group', { name: 'Important dates', exact: true });
    await expect(dates.getByRole('switch')).toBeChecked();
    await expect(dates.getByRole('checkbox', { name: 'Email' })).toBeChecked();
    await dates.getByRole('checkbox', { name: 'Webhook' }).check();
    await section.getByRole('button', { name: 'Save notification settings' }).click();
    // No webhook URL yet: the server says what to fix, beside the field.
    await expect(section.getByText('set a webhook URL before choosing the webhook channel')).toBeVisible();
    await section.getByLabel('Webhook URL').fill(`${hook.baseUrl}/memento`);
    await section.getByRole('button', { name: 'Save notification settings' }).click();
    await expect(page.getByText('Notification settings saved')).toBeVisible();

    // The test-only clock: one scheduler tick at that morning; the job engine delivers.
    const origin = new URL(page.url()).origin;
    const tick = await page.request.post('/api/v1/notifications/test-tick', {
      data: { now: BIRTHDAY_MORNING },
      headers: { origin },
    });
    expect(tick.status(), await tick.text()).toBe(200);

    const log = section.getByRole('list').last();
    await expect(async () => {
      await section.getByRole('button', { name: 'Refresh' }).click();
      await expect(log.getByRole('listitem')).toHaveCount(2, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    const webhook = log.getByRole('listitem').filter({ hasText: 'Webhook' });
    await expect(webhook).toContainText('Maya’s birthday is today');
    await expect(webhook).toContainText('Delivered');
    // This test server has no SMTP_URL: the email is logged as failed, with the reason.
    const email = log.getByRole('listitem').filter({ hasText: 'Email' });
    await expect(email).toContainText('Failed');
    await expect(email).toContainText('This server has no mail server set up (SMTP_URL)');

    expect(hook.received).toHaveLength(1);
    const body = JSON.parse(hook.received[0]?.body.toString('utf8') ?? '{}');
    expect(body).toMatchObject({ kind: 'important_dates', title: 'Maya’s birthday is today' });
    expect(body.items).toEqual([expect.objectContaining({ title: 'Picnic at the lake' })]);
  } finally {
    await hook.close();
  }
});
