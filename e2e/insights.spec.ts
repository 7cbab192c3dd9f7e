import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { sidebarLink, signIn } from './support/journal.ts';
import { seedConnection, seedEntry } from './support/seed.ts';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

async function emotionTags(page: Page): Promise<Record<string, string>> {
  const res = await page.request.get('/api/v1/tags');
  const { items } = (await res.json()) as { items: { id: string; name: string }[] };
  return Object.fromEntries(items.map((t) => [t.name, t.id]));
}

test('insights show the emotion chart with its table, who feels how, and writing habits', async ({
  page,
}) => {
  await signIn(page);
  const tags = await emotionTags(page);
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
  // Twelve months and the current one: a row each.
  await expect(table.getByRole('row')).toHaveCount(14);

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

test('a new journal sees the Insights empty state', async ({ page }) => {
  await signIn(page);
  await page.goto('/insights');
  await expect(page.getByRole('heading', { name: 'No entries in this range' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Memento' }).last()).toBeVisible();
});

test('the relationship graph draws, filters by type and time, and opens a node on click', async ({
  page,
}) => {
  await signIn(page);
  const maya = await seedConnection(page, { name: 'Maya', type: 'person' });
  const sam = await seedConnection(page, { name: 'Sam', type: 'person' });
  const library = await seedConnection(page, { name: 'City Library', type: 'institution' });
  await seedEntry(page, {
    title: 'Coffee',
    type: 'conversation',
    occurred_at: daysAgo(3),
    connection_ids: [maya.id, sam.id],
  });
  await seedEntry(page, {
    title: 'Reading',
    type: 'memory',
    occurred_at: daysAgo(4),
    connection_ids: [maya.id, library.id],
  });
  await seedEntry(page, {
    title: 'Old days',
    type: 'memory',
    occurred_at: daysAgo(400),
    connection_ids: [sam.id, library.id],
  });

  await page.goto('/connections');
  await page.getByRole('link', { name: 'Relationship graph' }).click();
  await expect(page).toHaveURL(/\/connections\/graph$/);
  await expect(page.getByText('3 connections · 3 links')).toBeVisible();
  await expect(page.getByTestId('connection-graph').locator('canvas').first()).toBeVisible();

  await page.getByLabel('Entries from').selectOption('30d');
  await expect(page.getByText('3 connections · 2 links')).toBeVisible();

  await page.getByRole('button', { name: 'People' }).click();
  await expect(page.getByText('1 connection · 0 links')).toBeVisible();
  await expect(page.getByRole('button', { name: 'People' })).toHaveAttribute('aria-pressed', 'false');

  // One node left: once the layout settles and fits, it sits in the middle of the canvas.
  const graph = page.getByTestId('connection-graph');
  // The layout runs a fixed number of animation frames: slow on a busy machine.
  await expect(graph).toHaveAttribute('data-graph-state', 'settled', { timeout: 30_000 });
  const box = await graph.boundingBox();
  if (!box) throw new Error('the graph has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(new RegExp(`/connections/${library.id}$`));
  await expect(page.getByRole('heading', { name: 'City Library', level: 1 })).toBeVisible();
});
