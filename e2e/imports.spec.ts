import { journalJson, sampleDayOneMembers } from '../src/server/test/dayone-fixtures.ts';
import { buildZip } from '../src/server/test/import-fixtures.ts';
import { expect, signUpViaApi, test } from './support/fixtures.ts';

test.beforeEach(async ({ page }) => {
  await page.goto('/landing');
  await signUpViaApi(page);
});

test('import a Day One zip: the progress bar survives a reload, then the report and the entries', async ({
  page,
}) => {
  // A longer journal beside the sample, so the import is still running when the page reloads.
  const filler = Array.from({ length: 6000 }, (_, i) => ({
    uuid: `FILL${String(i).padStart(28, '0')}`,
    creationDate: new Date(Date.UTC(1990, 0, 1) + i * 86_400_000).toISOString(),
    text: `Day ${i} of the long journal`,
  }));
  const zip = await buildZip([
    { name: 'Archive.json', data: journalJson(filler) },
    ...(await sampleDayOneMembers()).members,
  ]);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Import' });
  await expect(section.getByText('No imports yet.')).toBeVisible();
  await section
    .locator('#import-file')
    .setInputFiles({ name: 'Day One.zip', mimeType: 'application/zip', buffer: zip });

  const bar = section.getByRole('progressbar', { name: 'Importing Day One.zip' });
  await expect(bar).toBeVisible();
  // After a reload the page finds the import where the server has it: still running, or done.
  await page.reload();
  await expect(bar.or(section.getByLabel('Import report'))).toBeVisible({ timeout: 30_000 });

  await expect(section.getByLabel('Import report')).toContainText('6,003', { timeout: 60_000 });
  await expect(section.getByText(/Day One journal · .* · Done · 6,003 created · 1 skipped/)).toBeVisible();
  await section.getByText('Item by item').click();
  await expect(section.getByText('it has no text and no photos or other media')).toBeVisible();

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Cherry blossoms in Ueno' }).first().click();
  await expect(page).toHaveURL(/\/entries\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Cherry blossoms in Ueno', level: 1 })).toBeVisible();
  await expect(page.getByText('Ueno Park').first()).toBeVisible();
  await expect(page.getByRole('img').first()).toBeVisible();
});

test('import contacts from a vCard and see the people with their birthdays', async ({ page }) => {
  const vcf = [
    'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ada Lovelace\r\nEMAIL:ada@example.org\r\nBDAY:1815-12-10\r\nEND:VCARD',
    'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Grace Hopper\r\nTEL;VALUE=uri:tel:+1-555-0100\r\nBDAY:19061209\r\nEND:VCARD',
  ].join('\r\n');
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Import' });
  await section
    .locator('#import-file')
    .setInputFiles({ name: 'contacts.vcf', mimeType: 'text/vcard', buffer: Buffer.from(vcf) });
  await expect(section.getByText(/vCard contacts · .* · Done · 2 created/)).toBeVisible({ timeout: 30_000 });

  await page.goto('/connections');
  await page
    .getByRole('link', { name: /Ada Lovelace/ })
    .first()
    .click();
  await expect(page.getByText('Birthday')).toBeVisible();
  await expect(page.getByText('ada@example.org')).toBeVisible();
  await page.goto('/connections');
  await page
    .getByRole('link', { name: /Grace Hopper/ })
    .first()
    .click();
  await expect(page.getByText('Birthday')).toBeVisible();
});
