import type { Page } from '@playwright/test';
import { hoursAgo, seedEntry, tagIds } from './seed.ts';

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

/**
 * A week of mixed feelings, tagged: a joyful picnic, two neutral chores and a trusting talk with
 * Ana, so a digest names Joy, then Trust, and leaves Neutral out.
 */
export async function seedMixedWeek(page: Page) {
  const tags = await tagIds(page);
  await seedEntry(page, {
    title: 'Picnic',
    type: 'memory',
    content: 'A happy, sunny picnic; we laughed and celebrated together.',
    tag_ids: [tags.Joy],
    occurred_at: hoursAgo(30),
  });
  await seedEntry(page, {
    title: 'Forms',
    type: 'memory',
    content: 'Filed the forms.',
    tag_ids: [tags.Neutral],
  });
  await seedEntry(page, {
    title: 'Filing',
    type: 'memory',
    content: 'Sorted the drawer.',
    tag_ids: [tags.Neutral],
  });
  await seedEntry(page, {
    title: 'Ana',
    type: 'conversation',
    content: 'Ana kept her promise; I can rely on her.',
    tag_ids: [tags.Trust],
    occurred_at: hoursAgo(5),
  });
}
