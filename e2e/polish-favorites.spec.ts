import { expect, signUpViaApi, test } from './support/fixtures.ts';
import { seedConnection } from './support/seed.ts';

test.beforeEach(async ({ page }) => {
  await page.goto('/landing');
  await signUpViaApi(page);
});

test('a connection is favourited from its card, its page and its form, and shows on /favorites', async ({
  page,
}) => {
  const ana = await seedConnection(page, { name: 'Ana', type: 'person' });
  await seedConnection(page, { name: 'Stoicism', type: 'idea' });

  await page.goto('/connections');
  const card = page.getByRole('article').filter({ hasText: 'Ana' });
  await card.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(page.getByText('Added to favorites')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/favorites');
  const favourites = page.getByRole('region', { name: 'Connections' });
  await expect(favourites.getByRole('link')).toHaveText([/Ana/]);

  await page.goto(`/connections/${ana.id}`);
  await page.getByRole('button', { name: 'Remove from favorites' }).click();
  await expect(page.getByText('Removed from favorites')).toBeVisible();
  await page.goto('/favorites');
  await expect(page.getByText('No favorites yet')).toBeVisible();

  await page.goto('/connections');
  await page.getByRole('link', { name: 'Stoicism' }).click();
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('switch', { name: 'Favorite' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Connection updated')).toBeVisible();
  await page.goto('/favorites');
  await expect(page.getByRole('region', { name: 'Connections' }).getByRole('link')).toHaveText([/Stoicism/]);
});
