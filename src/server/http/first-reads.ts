/**
 * The API reads a signed-in page makes first, asked for from the HTML's head (docs/decisions/039),
 * so they travel while the scripts load instead of after the app has read the session, synced the
 * profile and loaded the page's code. Each is the exact request the app makes (same address, and
 * `crossorigin` as the API client's `same-origin` credentials), so Chromium hands the preloaded
 * answer to the app's fetch instead of asking twice. Only for the page without a query: a filter
 * changes what it reads.
 */
const pageReads: { path: RegExp; reads: string[] }[] = [
  // The dashboard: Today (web/api/today.ts) and the first page of entries (web/api/entries.ts).
  { path: /^\/dashboard\/?$/, reads: ['/api/v1/today', '/api/v1/entries'] },
];

/** The reads worth starting from the HTML of this page, for a request with a live session. */
export function firstReads(pathname: string, search: string): string[] {
  if (search !== '' && search !== '?') return [];
  return pageReads.find((page) => page.path.test(pathname))?.reads ?? [];
}

export const readPreloads = (reads: string[]) =>
  reads.map((read) => `<link rel="preload" href="${read}" as="fetch" crossorigin>`).join('');
