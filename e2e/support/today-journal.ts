import type { Page } from '@playwright/test';
import { seedConnection, seedEntry } from './seed.ts';

const DAY = 86_400_000;

/**
 * A journal for Today's blocks, dated by the browser's day (the profile sync gives the server the
 * browser's time zone): a memory from three years ago today, and Maya, whose birthday is today and
 * who was last seen twenty days ago. Returns Maya's id.
 */
export async function seedTodayJournal(page: Page): Promise<string> {
  const [y, m, d] = (await page.evaluate(() => new Date().toLocaleDateString('en-CA'))).split('-');
  const yearsAgo = new Date(Date.UTC(Number(y) - 3, Number(m) - 1, Number(d), 12));
  await seedEntry(page, {
    title: 'Lanterns by the river',
    type: 'memory',
    occurred_at: yearsAgo.toISOString(),
    content: 'We walked until the **lanterns** went out.',
  });
  const maya = await seedConnection(page, {
    name: 'Maya Chen',
    type: 'person',
    important_dates: [{ label: 'Birthday', date: `--${m}-${d}` }],
  });
  await seedEntry(page, {
    title: 'Dumplings with Maya',
    type: 'memory',
    occurred_at: new Date(Date.now() - 20 * DAY).toISOString(),
    connection_ids: [maya.id],
  });
  return maya.id;
}
