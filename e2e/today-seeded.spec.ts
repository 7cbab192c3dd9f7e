import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/journal.ts';
import { seedTodayJournal } from './support/today-journal.ts';

let memoryYearsAgo = 3;

test.beforeEach(async ({ page }) => {
  await signIn(page);
  ({ memoryYearsAgo } = await seedTodayJournal(page));
});

test('Today on a seeded journal: on this day, a birthday coming up, no one to reach out to', async ({
  page,
}) => {
  await page.goto('/dashboard');
  const onThisDay = page.getByRole('region', { name: 'On this day' });
  await expect(onThisDay).toContainText(`${memoryYearsAgo} years ago`);
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
});
