import { journalJson, sampleDayOneMembers } from '../src/server/test/dayone-fixtures.ts';
import { buildZip } from '../src/server/test/import-fixtures.ts';
import { expect, test } from './support/signed-in.ts';

/** A Day One journal imported from Settings: progress that survives a reload, the report, the entries. */

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
