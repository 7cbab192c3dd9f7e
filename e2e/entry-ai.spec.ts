import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/journal.ts';
import { seedEntry } from './support/seed.ts';

/** The local engine's help on a single entry: a summary of it, and emotion tags from its text. */

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('Summarize fills the AI Summary card on entry detail', async ({ page }) => {
  const content = `We drove to the coast at dawn with **Maya**. She ran into the freezing waves and came out laughing. Later we found a tiny cafe by the harbour that served the best fish soup I have had in years, and the owner told us the boats still go out every morning before dawn. Maya wants to come back in the spring with her new camera to photograph the harbour, the boats and the old lighthouse on the cliff. I said yes before she finished the sentence. We drove home tired and happy.`;
  const { id } = await seedEntry(page, { title: 'Coast', type: 'memory', content });
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
