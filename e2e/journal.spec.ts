import type { Page } from '@playwright/test';
import { format } from 'date-fns';
import { expect, signUpViaApi, test } from './support/fixtures.ts';

/** Creates an entry through the real API with the page's session; returns its id. */
async function createEntry(page: Page, body: Record<string, unknown>): Promise<string> {
  const res = await page.request.post('/api/v1/entries', {
    data: body,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

async function emotionTag(page: Page, name: string): Promise<string> {
  const tags = (await (await page.request.get('/api/v1/tags')).json()).items as {
    id: string;
    name: string;
  }[];
  const tag = tags.find((t) => t.name === name);
  if (!tag) throw new Error(`no ${name} tag`);
  return tag.id;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/landing');
  await signUpViaApi(page);
});

test('the Activities list shows each card as specified and opens the detail', async ({ page }) => {
  const origin = new URL(page.url()).origin;
  const location = await page.request.post('/api/v1/locations', {
    data: { label: 'Riverside Café' },
    headers: { origin },
  });
  const joy = await emotionTag(page, 'Joy');
  const id = await createEntry(page, {
    title: 'Coffee with Maya',
    type: 'conversation',
    content: 'We talked about **moving to Lisbon** and what home means.\n\nShe laughed a lot.',
    star_rating: 4,
    tag_ids: [joy],
    location_id: (await location.json()).id,
    occurred_at: '2026-03-14T09:30:00.000Z',
  });
  await createEntry(page, {
    title: 'Quiet evening',
    type: 'reflection',
    content: 'Nothing much.',
    is_private: true,
  });

  await page.goto('/dashboard');
  const card = page.getByRole('article').filter({ hasText: 'Coffee with Maya' });
  await expect(card).toContainText('Mar 14, 2026');
  await expect(card).toContainText('Riverside Café');
  await expect(card).toContainText('Conversation');
  await expect(card).toContainText('Joy');
  await expect(
    page.getByRole('article').filter({ hasText: 'Quiet evening' }).getByLabel('Private'),
  ).toBeVisible();
  // Newest entry date first.
  await expect(page.getByRole('article').first()).toContainText('Quiet evening');

  await page.getByLabel('Filter by type').selectOption('conversation');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);

  await card.getByRole('link', { name: 'Coffee with Maya' }).click();
  await expect(page).toHaveURL(new RegExp(`/entries/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coffee with Maya');
  await expect(page.getByText(format(new Date('2026-03-14T09:30:00.000Z'), 'MMMM d, yyyy'))).toBeVisible();
  await expect(page.getByText(format(new Date('2026-03-14T09:30:00.000Z'), 'h:mm a'))).toBeVisible();
  await expect(page.getByRole('strong').getByText('moving to Lisbon')).toBeVisible();
  await expect(page.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Older' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete activity' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Activity deleted')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
});

test("an unknown or someone else's entry shows Activity not found", async ({ page }) => {
  await page.goto('/entries/6f1d2c1e-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Activity not found' })).toBeVisible();
  await expect(page.getByText('The activity you are looking for does not exist.')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Activities' }).click();
  await expect(page.getByRole('heading', { name: 'No activities yet' })).toBeVisible();
});

test('the calendar highlights days with entries and toggles the selected day', async ({ page }) => {
  const today = new Date();
  const noon = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 12).toISOString();
  await createEntry(page, { title: 'Lunch by the lake', type: 'memory', occurred_at: noon });

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

test('a heart on a card puts the entry in Favorites', async ({ page }) => {
  await createEntry(page, { title: 'First snow', type: 'memory' });
  await page.goto('/favorites');
  await expect(page.getByText('No favorites yet')).toBeVisible();
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(page.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
  await page.getByRole('link', { name: 'Favorites' }).click();
  await expect(page.getByRole('article').filter({ hasText: 'First snow' })).toBeVisible();
});

test('the top bar searches as you type, and Enter opens the results page', async ({ page }) => {
  await createEntry(page, {
    title: 'Marathon training',
    type: 'memory',
    content: 'Ran twenty kilometres by the harbour.',
  });
  await createEntry(page, {
    title: 'Bookshop visit',
    type: 'memory',
    content: 'Found a map of the old harbour district.',
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('article')).toHaveCount(2);

  await page.keyboard.press('/');
  await expect(page.getByLabel('Search mementos')).toBeFocused();
  await page.keyboard.type('marath');
  const suggestions = page.getByRole('list', { name: 'Suggestions' });
  await expect(suggestions.getByRole('link')).toHaveCount(1);
  await expect(suggestions).toContainText('Marathon training');

  await page.getByLabel('Search mementos').fill('harbour');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=harbour$/);
  await expect(page.getByRole('heading', { name: 'Activities (2)' })).toBeVisible();
  await expect(
    page
      .locator('mark')
      .filter({ hasText: /harbour/i })
      .first(),
  ).toBeVisible();
  await page.getByRole('link', { name: /Bookshop visit/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bookshop visit');
});
