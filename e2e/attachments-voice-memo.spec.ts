import { createRecord } from './support/journal.ts';
import { expect, test } from './support/signed-in.ts';

/** A voice memo recorded in the editor, saved with the entry and played back on its page. */

// A fake microphone (a test tone) that needs no permission prompt, so a memo can really be recorded.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

test('record a voice memo with a timer, save it and play it back on the entry page', async ({ page }) => {
  const id = await createRecord(page, 'entries', { title: 'Morning thoughts', type: 'memory' });
  await page.goto(`/edit-entry/${id}`);
  await page.getByRole('button', { name: 'Record voice memo' }).click();
  const recorder = page.getByRole('region', { name: 'Voice memo recorder' });
  await expect(recorder).toContainText('Recording');
  // The timer runs while recording, stands still while paused, and runs on after resuming.
  const timer = recorder.getByTestId('recording-time');
  await expect(timer).not.toHaveText('0:00');
  await recorder.getByRole('button', { name: 'Pause' }).click();
  await expect(recorder).toContainText('Paused');
  const paused = (await timer.textContent()) ?? '';
  await recorder.getByRole('button', { name: 'Resume' }).click();
  await expect(recorder).toContainText('Recording');
  await expect(timer).not.toHaveText(paused);
  await recorder.getByRole('button', { name: 'Save memo' }).click();
  await expect(page.getByRole('list', { name: 'Attachments' }).locator('audio')).toHaveCount(1);

  await page.goto(`/entries/${id}`);
  const audio = page.getByRole('list', { name: 'Attachments' }).locator('audio');
  await expect(audio).toHaveCount(1);
  await audio.evaluate((el: HTMLAudioElement) => el.play());
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime)).toBeGreaterThan(0.2);
  expect(await audio.evaluate((el: HTMLAudioElement) => el.error)).toBeNull();
});
