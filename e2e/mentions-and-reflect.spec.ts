import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/journal.ts';
import { seedConnection, seedEntry } from './support/seed.ts';

test('mentions: a connection named in the text is offered and linked on click, a new name is added', async ({
  page,
}) => {
  await signIn(page);
  await seedConnection(page, { name: 'Maya Chen', type: 'person' });
  await page.goto('/create-memento');
  await page.getByLabel('Title').fill('Dinner by the sea');
  await page.locator('#entry-content').fill('Long dinner with maya and Priya, then a walk.');
  const mentions = page.getByRole('list', { name: 'Mentions' });
  await expect(mentions.getByRole('button', { name: 'Link Maya Chen?' })).toBeVisible();
  await expect(mentions.getByRole('button', { name: 'Add Priya as a new person?' })).toBeVisible();
  // Offered, not applied: nothing is linked until the click.
  await expect(page.getByRole('list', { name: 'Picked connections' })).toHaveCount(0);
  await mentions.getByRole('button', { name: 'Link Maya Chen?' }).click();
  await expect(page.getByRole('list', { name: 'Picked connections' })).toContainText('Maya Chen');
  await mentions.getByRole('button', { name: 'Add Priya as a new person?' }).click();
  await expect(page.getByRole('list', { name: 'Picked connections' })).toContainText('Priya');
  await expect(page.getByRole('list', { name: 'Mentions' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Create activity' }).click();
  await expect(page).toHaveURL(/\/entries\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: 'Priya' }).first()).toBeVisible();
});

test('Reflect on a connection: a digest about that person alone', async ({ page }) => {
  await signIn(page);
  const maya = await seedConnection(page, { name: 'Maya Chen', type: 'person' });
  const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
  await seedEntry(page, {
    title: 'Kayaking with Maya',
    type: 'memory',
    content: 'We laughed all afternoon.',
    occurred_at: day(3),
    connection_ids: [maya.id],
  });
  await seedEntry(page, {
    title: 'Tax paperwork',
    type: 'idea',
    content: 'Forms and more forms.',
    occurred_at: day(2),
  });
  await page.goto(`/connections/${maya.id}`);
  await page.getByRole('link', { name: 'Reflect' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Digest' });
  await expect(dialog.getByLabel('Digest Title')).toHaveValue('Reflecting on Maya Chen');
  await expect(dialog.getByLabel('About')).toHaveValue(`connection:${maya.id}`);
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('Digest has been generated')).toBeVisible();
  const card = page.getByTestId('digest-card').filter({ hasText: 'Reflecting on Maya Chen' });
  await expect(card).toContainText('About Maya Chen');
  // The whole digest, with what it cites: Maya's entry, never the unrelated one.
  await card.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog');
  await expect(details).toContainText('Kayaking with Maya');
  await expect(details).toContainText('1 entry');
  await expect(details).not.toContainText('Tax paperwork');
});
