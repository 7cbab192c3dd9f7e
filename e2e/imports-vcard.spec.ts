import { expect, test } from './support/signed-in.ts';

/** Contacts imported from a vCard become people, with their birthdays. */

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
