import { FAULT_PORT } from '../playwright.config.ts';
import { expect, signUpViaApi, test } from './support/fixtures.ts';
import { seedEntry } from './support/seed.ts';

// This server's AI is a local stand-in for an OpenAI-compatible model that streams its answers
// slowly (src/server/test/scripted-model.ts), so the text can be seen growing.
const origin = `http://127.0.0.1:${FAULT_PORT}`;
test.use({ baseURL: origin });

test.beforeEach(async ({ page }) => {
  await page.goto('/landing');
  await signUpViaApi(page, undefined, origin);
  // This server fails each user's first profile sync on purpose; the second one succeeds.
  await page.request.post('/api/v1/profile/sync', { headers: { origin } });
  expect((await page.request.post('/api/v1/profile/sync', { headers: { origin } })).status()).toBe(200);
});

test('an answer and a digest show their text as the model writes it, then the cited result', async ({
  page,
}) => {
  const content = 'Dinner with Jordan at the harbour restaurant, and he is thinking about moving to Porto.';
  await seedEntry(page, { title: 'Dinner with Jordan', type: 'memory', content });

  await page.goto('/ask');
  await page.getByRole('textbox', { name: 'Ask your memories' }).fill('When did I last see Jordan?');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  // Part of the answer is on screen while the model is still writing: no citations yet.
  const soFar = page.getByTestId('answer-so-far');
  await expect(soFar).toContainText('From your journal');
  await expect(page.getByText('Writing the answer...')).toBeVisible();
  expect(await soFar.innerText()).not.toContain('Porto');
  const answer = page.getByText(
    /^From your journal: in “Dinner with Jordan” you wrote that dinner with Jordan/,
  );
  await expect(answer).toContainText('moving to Porto.', { timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'From your entries' }).getByRole('link')).toHaveText([
    'Dinner with Jordan',
  ]);
  await expect(page.getByText('Answered by the configured AI model')).toBeVisible();

  await page.goto('/digest');
  await page.getByRole('button', { name: 'New Digest' }).click();
  await page.getByLabel('Digest Title').fill('Streamed week');
  await page.getByRole('button', { name: 'Generate' }).click();
  const draft = page.getByRole('region', { name: 'Digest so far' });
  await expect(draft).toContainText('You wrote “Dinner with Jordan”');
  expect(await draft.innerText()).not.toContain('What would you like to carry');
  await expect(page.getByText('Digest has been generated')).toBeVisible({ timeout: 30_000 });
  // The dialog closed; the saved digest's card holds the model's text.
  await expect(draft).toHaveCount(0);
  await expect(page.getByText(/^You wrote “Dinner with Jordan”: Dinner with Jordan/)).toBeVisible();
});
