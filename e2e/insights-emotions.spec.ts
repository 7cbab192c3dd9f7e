import { differenceInCalendarMonths, parseISO } from 'date-fns';
import { presetRange } from '../src/web/lib/date-ranges.ts';
import { sidebarLink } from './support/journal.ts';
import { daysAgo, seedConnection, seedEntry, tagIds } from './support/seed.ts';
import { expect, test } from './support/signed-in.ts';

/** Insights: the emotions over time (with their table), with whom, and writing habits. */

test('insights show the emotion chart with its table, who feels how, and writing habits', async ({
  page,
}) => {
  const tags = await tagIds(page);
  const rosa = await seedConnection(page, { name: 'Grandma Rosa', type: 'person' });
  // Six joyful entries with Rosa, four sad ones without: joy is 60% overall, 100% with her.
  for (let i = 0; i < 6; i += 1)
    await seedEntry(page, {
      title: `Visit ${i}`,
      type: 'memory',
      occurred_at: daysAgo(2 + i * 9),
      tag_ids: [tags.Joy],
      connection_ids: [rosa.id],
    });
  for (let i = 0; i < 4; i += 1)
    await seedEntry(page, {
      title: `Rain ${i}`,
      type: 'reflection',
      occurred_at: daysAgo(5 + i * 11),
      tag_ids: [tags.Sadness],
      content: 'grey and long',
    });

  await page.goto('/dashboard');
  await sidebarLink(page, 'Insights').click();
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
  const emotions = page.getByRole('region', { name: 'Emotions over time' });
  await expect(emotions.getByRole('img', { name: /Share of each emotion per month/ })).toBeVisible();
  await expect(emotions.getByText('Entries: 10 from emotion tags · 0 read from the text.')).toBeVisible();
  await emotions.getByText('Show as a table').click();
  const table = emotions.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Joy' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Sadness' })).toBeVisible();
  // A row per month of the range, under the header: thirteen months, or twelve when the range
  // starts on a 1st (on most months' last day, say).
  const { from, to } = presetRange('12m');
  const months = differenceInCalendarMonths(parseISO(to), parseISO(from)) + 1;
  await expect(table.getByRole('row')).toHaveCount(months + 1);

  const withWhom = page.getByRole('region', { name: 'With whom' });
  await expect(
    withWhom.getByText('Entries with Grandma Rosa are 1.7× more often joyful than your average.'),
  ).toBeVisible();
  await expect(withWhom.getByText('Based on 6 entries')).toBeVisible();

  const habits = page.getByRole('region', { name: 'Writing habits' });
  await expect(habits.getByText('Words written')).toBeVisible();
  await expect(habits.getByText('12', { exact: true })).toBeVisible();

  await page.getByLabel('Group by').selectOption('week');
  await expect(emotions.getByRole('columnheader', { name: 'Week of' })).toBeVisible();
  await expect(page).toHaveURL(/bucket=week/);
});
