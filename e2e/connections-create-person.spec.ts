import { png } from './support/connections.ts';
import { expect, test } from './support/signed-in.ts';

/** The connection form says what is wrong, then saves a person's contacts, dates and picture. */

test('a person is created with contact info, dates and an image, after the form says what is wrong', async ({
  page,
}) => {
  await page.goto('/connections');
  await expect(page.getByRole('heading', { name: 'Connections', level: 1 })).toBeVisible();
  await expect(page.getByText('No connections yet')).toBeVisible();
  await page.getByRole('link', { name: 'New Connection' }).first().click();

  await expect(page).toHaveURL(/\/create-connection$/);
  await page.getByRole('button', { name: 'Create Connection' }).click();
  await expect(page.getByText('Enter a name.')).toBeVisible();
  await page.getByLabel('Name').fill('Ada Okafor');
  await page.getByLabel('Summary').fill('Climbing partner and the best listener I know.');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Create Connection' }).click();
  await expect(page.getByText('Must be an email address.')).toBeVisible();
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Phone').fill('+44 20 7946 0958');
  await page.getByLabel('Social').fill('@ada');
  await page.getByRole('button', { name: 'Add date' }).click();
  await page.getByLabel('Label of date 1').fill('Birthday');
  await page.getByLabel('Month of date 1').selectOption('4');
  await page.getByLabel('Day of date 1').fill('12');
  await page.getByLabel('Year of date 1 (optional)').fill('1990');
  await page.getByRole('button', { name: 'Add date' }).click();
  await page.getByLabel('Label of date 2').fill('Name day');
  // The year may stay empty: the date comes round every year.
  await page.getByLabel('Month of date 2').selectOption('9');
  await page.getByLabel('Day of date 2').fill('1');
  await page
    .getByLabel(/Upload an image/)
    .setInputFiles({ name: 'ada.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Create Connection' }).click();

  await expect(page.getByText('Connection created')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ada Okafor', level: 1 })).toBeVisible();
  const adaId = page.url().split('/').pop() as string;
  await expect(page.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
    'href',
    'mailto:ada@example.com',
  );
  await expect(page.getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute(
    'href',
    'tel:+442079460958',
  );
  await expect(page.getByText('Apr 12, 1990')).toBeVisible();
  await expect(page.getByText('Sep 1', { exact: true })).toBeVisible();
  await expect(page.getByText(/in \d+ days?|today/).first()).toBeVisible();
  await expect(page.getByText('No entries associated with this connection.')).toBeVisible();
  const avatar = page.locator('#main header img');
  await expect(avatar).toHaveAttribute('src', new RegExp(`/api/v1/connections/${adaId}/image\\?v=`));
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});
