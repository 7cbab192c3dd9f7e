import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/journal.ts';
import { seedTodayJournal } from './support/today-journal.ts';

let mayaId = '';

test.beforeEach(async ({ page }) => {
  await signIn(page);
  ({ mayaId } = await seedTodayJournal(page));
});

test('a cadence set on the page shows in Reach out until a contact is logged', async ({ page }) => {
  // Every week, with the last contact 20 days ago: overdue.
  await page.goto(`/connections/${mayaId}`);
  await page.getByLabel('Cadence').selectOption('1w');
  await expect(page.getByText('Cadence saved')).toBeVisible();
  await expect(page.getByTestId('next-due')).toContainText('13 days overdue');
  await page.goto('/dashboard');
  const reachOut = page.getByRole('region', { name: 'Reach out' });
  await expect(reachOut.getByRole('link', { name: 'Maya Chen' })).toBeVisible();
  await expect(reachOut).toContainText('Every week · last contact');

  // Log a contact: a conversation with Maya, saved, resets the clock.
  await page.goto(`/connections/${mayaId}`);
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
