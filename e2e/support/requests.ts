import type { Page } from '@playwright/test';

/** The API requests a page makes, as 'METHOD /path', from now on. */
export function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

/** How many times the page made one request, as apiRequests names it. */
export const count = (seen: string[], request: string) => seen.filter((r) => r === request).length;
