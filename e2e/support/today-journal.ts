import type { Page } from '@playwright/test';
import { sameDayYearsAgo, seedConnection, seedEntry } from './seed.ts';

const DAY = 86_400_000;

/**
 * A journal for Today's blocks, dated by the browser's day (the profile sync gives the server the
 * browser's time zone): a memory from three years ago today (four on 29 February), and Maya, whose
 * birthday is today and who was last seen twenty days ago. Returns Maya's id and how many years
 * ago the memory is.
 */
export async function seedTodayJournal(page: Page): Promise<{ mayaId: string; memoryYearsAgo: number }> {
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  const [, m, d] = today.split('-');
  const memory = sameDayYearsAgo(today, 3);
  await seedEntry(page, {
    title: 'Lanterns by the river',
    type: 'memory',
    occurred_at: memory.at,
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
  return { mayaId: maya.id, memoryYearsAgo: memory.years };
}
