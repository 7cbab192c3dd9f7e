import { expect, signUpViaApi, test } from './support/fixtures.ts';
import { hoursAgo, seedDigest, seedEntry } from './support/seed.ts';

test.beforeEach(async ({ page }) => {
  await page.goto('/landing');
  await signUpViaApi(page);
});

test('deleting a digest asks first; Cancel keeps it', async ({ page }) => {
  await seedDigest(page, 'Keep me');
  await page.goto('/digest');
  const card = page.getByTestId('digest-card');
  await card.getByRole('button', { name: 'Delete digest Keep me' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this digest?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toHaveCount(1);

  await card.getByRole('button', { name: 'Delete digest Keep me' }).click();
  await confirm.getByRole('button', { name: 'Delete digest' }).click();
  await expect(page.getByText('Digest has been deleted')).toBeVisible();
  await expect(page.getByText('No digests yet')).toBeVisible();
});

test('the summary and the chart name the same emotions in the same order', async ({ page }) => {
  const tags = (await (await page.request.get('/api/v1/tags')).json()).items as {
    id: string;
    name: string;
  }[];
  const tag = (name: string) => tags.find((t) => t.name === name)?.id;
  await seedEntry(page, {
    title: 'Picnic',
    type: 'memory',
    content: 'A happy, sunny picnic; we laughed and celebrated together.',
    tag_ids: [tag('Joy')],
    occurred_at: hoursAgo(30),
  });
  await seedEntry(page, {
    title: 'Forms',
    type: 'memory',
    content: 'Filed the forms.',
    tag_ids: [tag('Neutral')],
  });
  await seedEntry(page, {
    title: 'Filing',
    type: 'memory',
    content: 'Sorted the drawer.',
    tag_ids: [tag('Neutral')],
  });
  await seedEntry(page, {
    title: 'Ana',
    type: 'conversation',
    content: 'Ana kept her promise; I can rely on her.',
    tag_ids: [tag('Trust')],
    occurred_at: hoursAgo(5),
  });
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

test('a digest card shows whole lines, on desktop and on a phone', async ({ page }) => {
  await seedEntry(page, {
    title: 'Harbour lunch',
    type: 'memory',
    content: 'Lunch with Ana by the harbour; I was so happy I laughed all afternoon.',
    occurred_at: hoursAgo(30),
  });
  await seedDigest(page, 'My week');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/digest');
    const preview = page.getByTestId('digest-preview');
    await expect(preview).toBeVisible();
    const cut = await preview.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
    expect(cut, `the preview is cut by the clamp at ${width} px`).toBe(false);
    await expect(preview).toHaveText(/[.?!…]$/);
  }
});
