import { expect, test } from './support/signed-in.ts';

/** The first load of a sign-in sends the browser's own time zone with the profile sync. */

test.use({ timezoneId: 'Pacific/Auckland' });

test("the profile sync sends the browser's time zone, read from Temporal where the browser has it", async ({
  page,
}) => {
  const sync = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/v1/profile/sync'),
  );
  await page.goto('/dashboard');
  expect((await sync).postDataJSON()).toEqual({ time_zone: 'Pacific/Auckland' });
  // The journey runs the Temporal path: this Chromium has it, and it follows the emulated zone.
  const zone = await page.evaluate(
    () => (globalThis as { Temporal?: { Now: { timeZoneId(): string } } }).Temporal?.Now.timeZoneId() ?? null,
  );
  expect(zone).toBe('Pacific/Auckland');
  // The profile keeps the zone: Settings shows it chosen.
  await page.goto('/settings');
  await expect(page.getByLabel('Time zone')).toHaveValue('Pacific/Auckland');
});
