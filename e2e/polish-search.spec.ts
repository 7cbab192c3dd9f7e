import { expect, signUpViaApi, test } from './support/fixtures.ts';
import { seedEntry } from './support/seed.ts';

test.beforeEach(async ({ page }) => {
  await page.goto('/landing');
  await signUpViaApi(page);
});

const filler = 'We walked slowly along the quay while the boats came in and the gulls argued overhead.';

test('highlights keep words whole and cut snippets end with an ellipsis', async ({ page }) => {
  await seedEntry(page, {
    title: "Grandma's harbour story",
    type: 'memory',
    content: `${filler} ${filler} Grandma told the story of the storm of 1953 again. ${filler} ${filler}`,
  });
  await page.goto('/search?q=Grandma');
  const hit = page.getByRole('region', { name: 'Activities' }).getByRole('link').first();
  const title = hit.getByTestId('hit-title');
  await expect(title).toHaveText("Grandma's harbour story");
  // The marked word and the rest of the word touch: no gap opens inside "Grandma's".
  const gap = await title.locator('mark').evaluate((mark) => {
    const next = mark.nextElementSibling as HTMLElement;
    return next.getBoundingClientRect().left - mark.getBoundingClientRect().right;
  });
  expect(gap).toBeLessThan(1);
  const snippet = hit.getByTestId('hit-snippet');
  await expect(snippet).toHaveText(/^….*…$/);
});

test('places are searched, and a date range narrows the results', async ({ page }) => {
  const origin = new URL(page.url()).origin;
  const place = await (
    await page.request.post('/api/v1/locations', { data: { label: 'Lisbon riverside' }, headers: { origin } })
  ).json();
  await seedEntry(page, { title: 'Tram ride', type: 'memory', location_id: place.id });
  await page.goto('/search?q=lisbon');
  await expect(page.getByRole('region', { name: 'Places' })).toContainText('Lisbon riverside');
  await expect(page.getByRole('region', { name: 'Activities' })).toContainText('Tram ride');

  await seedEntry(page, { title: 'Winter swim', type: 'memory', occurred_at: '2026-01-10T12:00:00Z' });
  await seedEntry(page, { title: 'Spring swim', type: 'memory', occurred_at: '2026-03-10T12:00:00Z' });
  await page.goto('/search?q=swim');
  const found = page.getByRole('region', { name: 'Activities' }).getByTestId('hit-title');
  await expect(found).toHaveText(['Spring swim', 'Winter swim']);
  await page.getByLabel('From', { exact: true }).fill('2026-03-01');
  await expect(found).toHaveText(['Spring swim']);
  await expect(page).toHaveURL(/from=2026-03-01/);
  await page.getByLabel('To', { exact: true }).fill('2026-02-01');
  await expect(page.getByText('The start date must be on or before the end date.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear dates' }).click();
  await expect(found).toHaveText(['Spring swim', 'Winter swim']);
});
