import { expect, test } from './support/signed-in.ts';

/** What is not working yet says so plainly: a blocked microphone, checks that have not run. */

test('a blocked microphone says what happened and how to allow it', async ({ page }) => {
  // The browser's speech service is outside Memento: this one refuses the microphone, as Chromium does when blocked.
  await page.addInitScript(() => {
    class BlockedRecognition {
      onerror: ((e: { error: string }) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        setTimeout(() => {
          this.onerror?.({ error: 'not-allowed' });
          this.onend?.();
        }, 10);
      }
      stop() {}
    }
    (window as unknown as { webkitSpeechRecognition: unknown }).webkitSpeechRecognition = BlockedRecognition;
  });
  await page.goto('/create-memento');
  await page.getByRole('button', { name: 'Dictate' }).click();
  await expect(page.getByText('The microphone is blocked')).toBeVisible();
  await expect(page.getByText(/Allow the microphone for this site/)).toBeVisible();
  await expect(page.getByText('not-allowed')).toHaveCount(0);
});

test('the developer test page shows checks that have not run in grey, not as failures', async ({ page }) => {
  await page.goto('/test');
  await expect(page.getByTestId('claim-role')).toHaveText('authenticated');
  const pending = page.locator('li[data-state="not-run"]');
  await expect(pending).toHaveCount(2);
  await expect(pending.first()).toContainText('not run yet');
  await expect(page.locator('li[data-state="fail"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Test Database Integration' }).click();
  await expect(page.locator('li[data-state="not-run"]')).toHaveCount(1);
  await expect(page.locator('li[data-state="pass"]')).toHaveCount(4);
});
