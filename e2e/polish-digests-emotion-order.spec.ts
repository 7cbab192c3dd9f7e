import { seedDigest } from './support/seed.ts';
import { expect, test } from './support/signed-in.ts';
import { seedMixedWeek } from './support/week-journal.ts';

/** A digest's summary and its emotion chart agree on which feelings led, and in what order. */

test('the summary and the chart name the same emotions in the same order', async ({ page }) => {
  await seedMixedWeek(page);
  await seedDigest(page, 'Mixed week');
  await page.goto('/digest');
  await page.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Mixed week' });
  const summary = await details.locator('section').first().innerText();
  // The local engine's feeling sentence: 'The feeling that led the period was Joy (40%), then Trust (20%).'
  const said =
    /The feeling that led the period was (\w+) \(([\d.]+%)\)(?:, then (\w+) \(([\d.]+%)\))?\./.exec(summary);
  expect(said, summary).not.toBeNull();
  const [, first = '', firstShare = '', second, secondShare] = said ?? [];
  expect(first).not.toBe('Neutral');
  // The chart's first row is the emotion the text names first, with the same share; so is the second.
  const rows = details.getByTestId('emotion-trend');
  await expect(rows.first()).toHaveText(new RegExp(`^${first}.*${firstShare.replace('.', '\\.')}$`));
  if (second && secondShare)
    await expect(rows.nth(1)).toHaveText(new RegExp(`^${second}.*${secondShare.replace('.', '\\.')}$`));
  await expect(rows.filter({ hasText: 'Neutral' })).toHaveCount(0);
});
