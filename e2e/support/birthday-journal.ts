import type { Page } from '@playwright/test';
import { post, seedConnection } from './seed.ts';

/** Maya, born on 20 May 1990, and a picnic with her: what a birthday reminder tells of. */
export async function seedMayaBirthday(page: Page) {
  const maya = await seedConnection(page, {
    name: 'Maya',
    type: 'person',
    important_dates: [{ label: 'Birthday', date: '1990-05-20' }],
  });
  await post(page, '/api/v1/entries', {
    title: 'Picnic at the lake',
    type: 'memory',
    connection_ids: [maya.id],
  });
}
