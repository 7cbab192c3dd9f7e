import { expect, signUpViaApi, test } from './support/fixtures.ts';
import { seedEntry } from './support/seed.ts';

const createEntry = async (page: Parameters<typeof seedEntry>[0], body: Record<string, unknown>) =>
  (await seedEntry(page, body)).id;

const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();

test.beforeEach(async ({ page }) => {
  await page.goto('/landing');
  await signUpViaApi(page);
});

test('asking the journal a question answers from its entries and links them; private ones never', async ({
  page,
}) => {
  await createEntry(page, {
    title: 'Climbing with Jordan',
    type: 'memory',
    content: 'Went to the climbing gym with Jordan and finally topped the blue route.',
    occurred_at: daysAgo(20),
  });
  const dinner = await createEntry(page, {
    title: 'Dinner with Jordan',
    type: 'memory',
    content: 'Dinner with Jordan at the harbour restaurant. He is thinking about moving.',
    occurred_at: daysAgo(3),
  });
  await createEntry(page, {
    title: 'Private thoughts',
    type: 'reflection',
    content: 'Jordan and I argued about something I will not write anywhere else.',
    is_private: true,
    occurred_at: daysAgo(1),
  });

  await page.goto('/ask');
  await expect(page.getByRole('heading', { name: 'Ask your memories', level: 1 })).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Ask your memories' });
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(page.getByText('Type a question first.')).toBeVisible();

  await box.fill('When did I last see Jordan?');
  await box.press('Enter');
  await expect(page.getByText(/^You last wrote about Jordan on .*“Dinner with Jordan”/)).toBeVisible();
  const cited = page.getByRole('list', { name: 'From your entries' }).getByRole('link');
  await expect(cited).toHaveText(['Dinner with Jordan']);
  await expect(page.getByText('Private thoughts')).toHaveCount(0);
  await cited.first().click();
  await expect(page).toHaveURL(new RegExp(`/entries/${dinner}$`));
});

test('the search page has the question box above its results', async ({ page }) => {
  await page.goto('/search?q=harbour');
  await expect(page.getByRole('textbox', { name: 'Ask your memories' })).toBeVisible();
});
