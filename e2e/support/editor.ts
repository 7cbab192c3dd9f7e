import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** An entry's id, as it appears in its page's address. */
export const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** The entry as the API has it, read with the page's session. */
export async function apiEntry(page: Page, id: string) {
  const res = await page.request.get(`/api/v1/entries/${id}`);
  expect(res.status()).toBe(200);
  return res.json();
}

/** The id of the entry whose page is open. */
export const entryIdOf = (page: Page) => UUID.exec(new URL(page.url()).pathname)?.[0] ?? '';

/** Picks an option of a combobox (tags, connections, location) by typing into it. */
export async function pick(page: Page, box: string, text: string, option: string) {
  const input = page.getByRole('combobox', { name: box });
  await input.fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Presses Tab until the target has focus, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 60; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the target');
}
