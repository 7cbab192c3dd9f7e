import { FAULT_PORT } from '../playwright.config.ts';
import { expect, signUpViaApi, test } from './support/fixtures.ts';
import { seedEntry } from './support/seed.ts';

// This server's AI is a stand-in OpenAI-compatible endpoint that also answers
// /v1/audio/transcriptions (src/server/test/scripted-model.ts); the fake microphone plays a tone.
const origin = `http://127.0.0.1:${FAULT_PORT}`;
test.use({
  baseURL: origin,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

const heard = 'Remember to water the tomatoes before the trip to the coast.';

test.beforeEach(async ({ page }) => {
  await page.goto('/landing');
  await signUpViaApi(page, undefined, origin);
  // This server fails each user's first profile sync on purpose; the second one succeeds.
  await page.request.post('/api/v1/profile/sync', { headers: { origin } });
  expect((await page.request.post('/api/v1/profile/sync', { headers: { origin } })).status()).toBe(200);
});

test('a recorded voice memo is transcribed and its text inserted into the content', async ({ page }) => {
  const { id } = await seedEntry(page, { title: 'Garden plans', type: 'idea', content: 'Before we leave:' });
  await page.goto(`/edit-entry/${id}`);
  await page.getByRole('button', { name: 'Record voice memo' }).click();
  const recorder = page.getByRole('region', { name: 'Voice memo recorder' });
  await expect(recorder.getByTestId('recording-time')).not.toHaveText('0:00');
  await recorder.getByRole('button', { name: 'Save memo' }).click();
  const files = page.getByRole('list', { name: 'Attachments' });
  await expect(files.locator('audio')).toHaveCount(1);

  await files.getByRole('button', { name: 'Transcribe' }).click();
  await expect(files.getByText(heard)).toBeVisible();
  await files.getByRole('button', { name: 'Insert into content' }).click();
  await expect(page.getByText('Transcript inserted')).toBeVisible();
  await expect(page.getByLabel('Content')).toHaveValue(`Before we leave:\n\n${heard}`);

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/entries/${id}$`));
  const entry = await (await page.request.get(`/api/v1/entries/${id}`)).json();
  expect(entry.content).toBe(`Before we leave:\n\n${heard}`);
});

test('a private entry’s memo offers no transcript: it is never sent out', async ({ page }) => {
  const { id } = await seedEntry(page, { title: 'Just for me', type: 'reflection', is_private: true });
  await page.goto(`/edit-entry/${id}`);
  await page.getByRole('button', { name: 'Record voice memo' }).click();
  const recorder = page.getByRole('region', { name: 'Voice memo recorder' });
  await expect(recorder.getByTestId('recording-time')).not.toHaveText('0:00');
  await recorder.getByRole('button', { name: 'Save memo' }).click();
  const files = page.getByRole('list', { name: 'Attachments' });
  await expect(files.locator('audio')).toHaveCount(1);
  await expect(files.getByRole('button', { name: 'Transcribe' })).toHaveCount(0);
});
