import { format } from 'date-fns';
import { createRecord } from './support/journal.ts';
import { expect, test } from './support/signed-in.ts';

/** The calendar marks the days that have entries and shows the picked day's. */

test('the calendar highlights days with entries and toggles the selected day', async ({ page }) => {
  const today = new Date();
  const noon = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 12).toISOString();
  await createRecord(page, 'entries', { title: 'Lunch by the lake', type: 'memory', occurred_at: noon });

  await page.goto('/calendar');
  await expect(page.getByRole('heading', { name: format(today, 'MMMM d, yyyy') })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Lunch by the lake' })).toBeVisible();
  const todayButton = page.getByRole('button', {
    name: new RegExp(`${format(today, 'MMMM d, yyyy')}, 1 activity`),
  });
  await expect(todayButton).toBeVisible();

  await todayButton.click();
  await expect(page.getByText('Select a date')).toBeVisible();

  const other = today.getDate() === 1 ? 2 : 1;
  const otherDay = new Date(today.getFullYear(), today.getMonth(), other);
  await page.getByRole('button', { name: new RegExp(`^${format(otherDay, 'EEEE, MMMM d, yyyy')}`) }).click();
  await expect(page.getByRole('heading', { name: format(otherDay, 'MMMM d, yyyy') })).toBeVisible();
  await expect(page.getByText('No activities for this date.')).toBeVisible();
});
