import { daysAgo, seedConnection, seedEntry } from './support/seed.ts';
import { expect, test } from './support/signed-in.ts';

/** The relationship graph: drawn, filtered by type and time, and a node opens its connection. */

test('the relationship graph draws, filters by type and time, and opens a node on click', async ({
  page,
}) => {
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
