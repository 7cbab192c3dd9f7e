import { expect, test } from './support/signed-in.ts';

/** On a phone the editor's save bar stays at the bottom and a focused field scrolls above it. */

// A phone held in one hand: 375 px wide, touch.
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

test('the editor keeps its save bar at the bottom of the screen and typed fields above it', async ({
  page,
}) => {
  await page.goto('/create-memento');
  const save = page.getByRole('button', { name: 'Create activity' });
  // The first signed-in page loads the app shell's code: slower than the later ones.
  await expect(save).toBeInViewport({ timeout: 30_000 });
  const box = await save.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(812 - 80);
  // The page is made to cover a notch, and to shrink when the keyboard opens.
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
    'content',
    /viewport-fit=cover.*interactive-widget=resizes-content/,
  );
  // The source field, the last one, scrolls above the bar when focused.
  await page.locator('#entry-source').focus();
  await expect(page.locator('#entry-source')).toBeInViewport();
  const field = await page.locator('#entry-source').boundingBox();
  const bar = await save.boundingBox();
  expect((field?.y ?? 0) + (field?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
});
