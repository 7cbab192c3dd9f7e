import AxeBuilder from '@axe-core/playwright';
import { createRecord } from './support/journal.ts';
import { expect, test } from './support/signed-in.ts';

/** On a phone the add dialog keeps a long list inside the screen, pages it in, and passes axe. */

test('at 375 px the add dialog pages a long list inside 60% of the screen and passes axe', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (let i = 1; i <= 25; i++)
    await createRecord(page, 'entries', { title: `Note ${i}`, type: 'idea', content: 'x'.repeat(80) });
  const group = await createRecord(page, 'groups', { name: 'Notes' });
  await page.goto(`/groups/${group}`);
  await page.getByRole('tab', { name: 'Entries 0' }).click();
  await page.getByRole('button', { name: 'Add Entries' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Items to Group' });
  const list = dialog.getByRole('list', { name: 'Entries to add' });
  await expect(list.getByRole('listitem')).toHaveCount(20);
  await expect(list).toContainText(`${'x'.repeat(50)}...`);
  // The list scrolls inside its own box, which is at most 60% of the viewport high.
  const scroller = list.locator('..');
  const box = await scroller.boundingBox();
  expect(box?.height ?? 0).toBeLessThanOrEqual(740 * 0.6 + 1);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  // Scrolling to the end of the list pages in the rest.
  await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(list.getByRole('listitem')).toHaveCount(25);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
