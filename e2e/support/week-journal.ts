import type { Page } from '@playwright/test';
import { hoursAgo, seedEntry } from './seed.ts';

/**
 * A week with a high and a low for the digest specs: the harbour lunch (a quote, joy, five stars)
 * and a lonely long day. Returns the harbour lunch's id, the entry a digest's high point links to.
 */
export async function seedHarbourWeek(page: Page): Promise<string> {
  const harbour = await seedEntry(page, {
    title: 'Harbour lunch',
    type: 'memory',
    content:
      'Lunch with Ana by the harbour. “Never stop sailing,” she told me. I was so happy I laughed all afternoon!',
    star_rating: 5,
    occurred_at: hoursAgo(30),
  });
  await seedEntry(page, {
    title: 'Long day',
    type: 'reflection',
    content: 'Missed the train and felt lonely and tired all evening.',
    occurred_at: hoursAgo(5),
  });
  return harbour.id;
}
