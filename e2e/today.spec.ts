import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/journal.ts';
import { seedConnection, seedEntry } from './support/seed.ts';

const DAY = 86_400_000;

test('Today: empty blocks on a new journal, collapsed and remembered', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard');
  const today = page.getByRole('region', { name: /^Today/ });
  await expect(page.getByRole('region', { name: 'On this day' })).toContainText(
    'Nothing from this day in earlier years yet',
  );
  await expect(page.getByRole('region', { name: 'Coming up' })).toContainText(
    'No birthdays or anniversaries in the next 14 days',
  );
  await expect(page.getByRole('region', { name: 'Reach out' })).toContainText(
    'You are in touch with everyone',
  );
  await today.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByRole('region', { name: 'On this day' })).toHaveCount(0);
  await page.reload();
  await expect(today.getByRole('button', { name: 'Show' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'On this day' })).toHaveCount(0);
  await today.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('region', { name: 'On this day' })).toBeVisible();
});

test('Today on a seeded journal; a cadence set on the page shows in Reach out until a contact is logged', async ({
  page,
}) => {
  await signIn(page);
  // The browser's day: the profile sync gives the server the browser's time zone.
  const [y, m, d] = (await page.evaluate(() => new Date().toLocaleDateString('en-CA'))).split('-');
  const yearAgo = new Date(Date.UTC(Number(y) - 3, Number(m) - 1, Number(d), 12));
  await seedEntry(page, {
    title: 'Lanterns by the river',
    type: 'memory',
    occurred_at: yearAgo.toISOString(),
    content: 'We walked until the **lanterns** went out.',
  });
  const maya = await seedConnection(page, {
    name: 'Maya Chen',
    type: 'person',
    important_dates: [{ label: 'Birthday', date: `--${m}-${d}` }],
  });
  await seedEntry(page, {
    title: 'Dumplings with Maya',
    type: 'memory',
    occurred_at: new Date(Date.now() - 20 * DAY).toISOString(),
    connection_ids: [maya.id],
  });

  await page.goto('/dashboard');
  const onThisDay = page.getByRole('region', { name: 'On this day' });
  await expect(onThisDay).toContainText('3 years ago');
  await expect(onThisDay.getByRole('link', { name: 'Lanterns by the river' })).toBeVisible();
  await expect(onThisDay).toContainText('We walked until the lanterns went out.');
  const comingUp = page.getByRole('region', { name: 'Coming up' });
  await expect(comingUp.getByRole('link', { name: 'Maya’s birthday' })).toBeVisible();
  await expect(comingUp).toContainText('today');
  await expect(comingUp).toContainText('1 memory · last together');
  await expect(page.getByRole('region', { name: 'Reach out' })).toContainText(
    'You are in touch with everyone',
  );

  // Show me more opens the day's page.
  await onThisDay.getByRole('link', { name: 'Show me more' }).click();
  await expect(page.getByRole('heading', { name: 'On this day', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lanterns by the river' })).toBeVisible();
  await page.getByRole('button', { name: 'Day after' }).click();
  await expect(page.getByText('Nothing from this day yet')).toBeVisible();

  // Every week, with the last contact 20 days ago: overdue.
  await page.goto(`/connections/${maya.id}`);
  await page.getByLabel('Cadence').selectOption('1w');
  await expect(page.getByText('Cadence saved')).toBeVisible();
  await expect(page.getByTestId('next-due')).toContainText('13 days overdue');
  await page.goto('/dashboard');
  const reachOut = page.getByRole('region', { name: 'Reach out' });
  await expect(reachOut.getByRole('link', { name: 'Maya Chen' })).toBeVisible();
  await expect(reachOut).toContainText('Every week · last contact');

  // Log a contact: a conversation with Maya, saved, resets the clock.
  await page.goto(`/connections/${maya.id}`);
  await page.getByRole('link', { name: 'Log a contact' }).click();
  await expect(page.getByRole('list', { name: 'Picked connections' })).toContainText('Maya Chen');
  await expect(page.getByLabel('Type')).toHaveValue('conversation');
  await page.getByLabel('Title').fill('Called Maya');
  await page.getByRole('button', { name: 'Create activity' }).click();
  await expect(page).toHaveURL(/\/entries\/[0-9a-f-]{36}$/);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Reach out' })).toContainText(
    'You are in touch with everyone',
  );
});
