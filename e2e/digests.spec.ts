import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test } from './support/fixtures.ts';

const origin = (page: Page) => new URL(page.url()).origin;

/** Creates an entry through the real API with the page's session; returns its id. */
async function createEntry(page: Page, body: Record<string, unknown>): Promise<string> {
  const res = await page.request.post('/api/v1/entries', { data: body, headers: { origin: origin(page) } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

test.beforeEach(async ({ page }) => {
  await page.goto('/landing');
  await signUpViaApi(page);
});

test('the whole digest journey: generate, card, details, delete', async ({ page }) => {
  const harbourId = await createEntry(page, {
    title: 'Harbour lunch',
    type: 'memory',
    content:
      'Lunch with Ana by the harbour. “Never stop sailing,” she told me. I was so happy I laughed all afternoon!',
    star_rating: 5,
    occurred_at: hoursAgo(30),
  });
  await createEntry(page, {
    title: 'Long day',
    type: 'reflection',
    content: 'Missed the train and felt lonely and tired all evening.',
    occurred_at: hoursAgo(5),
  });

  await page.goto('/digest');
  await expect(page.getByRole('heading', { name: 'Reflective Digests' })).toBeVisible();
  await expect(page.getByText('No digests yet')).toBeVisible();

  await page.getByRole('button', { name: 'New Digest' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Digest' });
  const generate = dialog.getByRole('button', { name: 'Generate' });
  await expect(generate).toBeDisabled();
  await dialog.getByLabel('Digest Title').fill('   ');
  await expect(generate).toBeDisabled();
  await expect(dialog.getByLabel('Time Range')).toHaveValue('week');
  await expect(dialog.getByLabel('Time Range').locator('option')).toHaveText([
    'Week',
    'Month',
    'Quarter',
    'Year',
  ]);
  await dialog.getByLabel('Digest Title').fill('My week');
  await expect(generate).toBeEnabled();

  // Hold the request a moment so the loading state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/digests/generate/stream', async (route) => {
    await held;
    await route.continue();
  });
  await generate.click();
  const busy = dialog.getByRole('button', { name: 'Generating...' });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  release();

  await expect(page.getByText('Digest has been generated')).toBeVisible();
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByTestId('digest-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('My week');
  await expect(card).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4} – [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(card).toContainText('2 entries');
  await expect(card.locator('p.line-clamp-4')).toBeVisible();

  await card.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'My week' });
  await expect(details.getByRole('heading', { name: 'Summary' })).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Emotion Trends' })).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Memorable Quotes' })).toBeVisible();
  await expect(details.getByText(/^\d+(\.\d)?%$/).first()).toBeVisible();
  await expect(details.getByText('Joy', { exact: true })).toBeVisible();
  await expect(details.locator('blockquote').first()).toHaveText('“Never stop sailing”');
  await expect(details.getByText('Written offline by Memento’s own engine.')).toBeVisible();
  // Every claim links the entries it rests on; the high point is the harbour lunch.
  const highPoint = details.getByText(/^A high point was “Harbour lunch”/);
  await expect(highPoint).toBeVisible();
  const link = details.getByRole('link', { name: /^Harbour lunch · / }).first();
  await expect(link).toHaveAttribute('href', `/entries/${harbourId}`);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // The dialog was reset after generating.
  await page.getByRole('button', { name: 'New Digest' }).click();
  await expect(dialog.getByLabel('Digest Title')).toHaveValue('');
  await expect(dialog.getByLabel('Time Range')).toHaveValue('week');
  await page.keyboard.press('Escape');

  await card.getByRole('button', { name: 'View Details' }).click();
  await details
    .getByRole('link', { name: /^Harbour lunch · / })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/entries/${harbourId}$`));
  await expect(page.getByRole('heading', { name: 'Harbour lunch' })).toBeVisible();
  await page.goto('/digest');

  await card.getByRole('button', { name: 'Delete digest My week' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this digest?' })
    .getByRole('button', { name: 'Delete digest' })
    .click();
  await expect(page.getByText('Digest has been deleted')).toBeVisible();
  await expect(page.getByText('No digests yet')).toBeVisible();
});

test('a failed generation shows the error toast; a failed load shows the banner', async ({ page }) => {
  await page.goto('/digest');
  await page.route('**/api/v1/digests/generate/stream', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'invalid_request', message: 'The title is too long' } }),
    }),
  );
  await page.getByRole('button', { name: 'New Digest' }).click();
  await page.getByLabel('Digest Title').fill('Broken');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page.getByText('The title is too long')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'New Digest' })).toBeVisible();

  await page.route('**/api/v1/digests?**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"internal","message":"x"}}',
    }),
  );
  await page.goto('/digest');
  await expect(page.getByText('An error occurred while loading digests')).toBeVisible({ timeout: 30_000 });
});

test('Summarize fills the AI Summary card on entry detail', async ({ page }) => {
  const content = `We drove to the coast at dawn with **Maya**. She ran into the freezing waves and came out laughing. Later we found a tiny cafe by the harbour that served the best fish soup I have had in years, and the owner told us the boats still go out every morning before dawn. Maya wants to come back in the spring with her new camera to photograph the harbour, the boats and the old lighthouse on the cliff. I said yes before she finished the sentence. We drove home tired and happy.`;
  const id = await createEntry(page, { title: 'Coast', type: 'memory', content });
  await page.goto(`/entries/${id}`);
  await expect(page.getByRole('heading', { name: 'AI Summary' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Summarize' }).click();
  await expect(page.getByText('Summary added')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'AI Summary' })).toBeVisible();
  const text = (await (await page.request.get(`/api/v1/entries/${id}`)).json()).summary as string;
  await expect(page.getByText(text, { exact: true })).toBeVisible();
  // One sentence of its own that names who it was with, not the entry's opening again.
  expect(text).toMatch(/^With Maya[^.]*\.$/);
  expect(content).not.toContain(text.slice(0, 25));
});

test('the editor suggests emotion tags from the text; one click adds one', async ({ page }) => {
  await page.goto('/create-memento');
  await page.getByLabel('Title').fill('Reunion');
  await page
    .getByRole('textbox', { name: 'Content' })
    .fill('We laughed all evening and I felt so happy to see everyone again.');
  const suggestion = page.getByRole('button', { name: 'Add emotion Joy' });
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(page.getByRole('list', { name: 'Picked tags' }).getByRole('listitem')).toHaveText(['Joy']);
  await expect(suggestion).toHaveCount(0);
  await page.getByRole('button', { name: 'Create activity' }).click();
  await expect(page.getByText('Activity created')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reunion' })).toBeVisible();
  await expect(page.getByText('Joy', { exact: true }).first()).toBeVisible();
});
