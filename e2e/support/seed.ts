import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Records made through the real API with the page's session cookie, for specs that need data first. */
export async function post(page: Page, path: string, data: Record<string, unknown>): Promise<{ id: string }> {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post(path, { data, headers: { origin } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

/** An ISO time `h` hours before now, for entries a digest's week must hold. */
export const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
/** An ISO time `n` days before now. */
export const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

/**
 * Noon UTC on the calendar day `today` (yyyy-mm-dd) at least `years` back, for On this day. On
 * 29 February that is the last 29 February so far back: only those show on that day.
 */
export function sameDayYearsAgo(today: string, years: number): { at: string; years: number } {
  const [y = 0, m = 0, d = 0] = today.split('-').map(Number);
  let back = years;
  if (m === 2 && d === 29) while (new Date(Date.UTC(y - back, 1, 29)).getUTCMonth() !== 1) back += 1;
  return { at: new Date(Date.UTC(y - back, m - 1, d, 12)).toISOString(), years: back };
}

export const seedEntry = (page: Page, body: Record<string, unknown>) => post(page, '/api/v1/entries', body);
export const seedConnection = (page: Page, body: Record<string, unknown>) =>
  post(page, '/api/v1/connections', body);
export const seedTag = (page: Page, body: Record<string, unknown>) => post(page, '/api/v1/tags', body);
export const seedDigest = (page: Page, title: string) =>
  post(page, '/api/v1/digests/generate', { title, range: 'week' });

/** The ids of the account's tags by name (every account starts with the emotion tags: Joy, Trust...). */
export async function tagIds(page: Page): Promise<Record<string, string>> {
  const res = await page.request.get('/api/v1/tags');
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: { id: string; name: string }[] };
  return Object.fromEntries(items.map((t) => [t.name, t.id]));
}
