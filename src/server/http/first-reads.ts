import { firstReadsElementId, firstReadsScript } from '../../shared/first-reads-script.ts';
import { jsonInHtml } from './json-in-html.ts';

/** Every app page reads the session first (web/auth/session.ts). */
const sessionRead = '/api/auth/get-session';

/**
 * The API reads a signed-in page makes first, started from the HTML's head (docs/decisions/039),
 * so they travel while the scripts load instead of after the app has read the session and loaded
 * the page's code. Each is the exact address the app asks for, which is how it finds the answer
 * (web/api/first-reads.ts). Only for the page without a query: a filter changes what it reads.
 */
const pageReads: { path: RegExp; reads: string[] }[] = [
  // The dashboard: Today (web/api/today.ts), the first page of entries (web/api/entries.ts), and
  // the profile, which every page waits for once the session is known (web/auth/synced-session.ts:
  // a reload in a session already synced reads it, one round trip saved; a first load syncs
  // instead and drops this answer); and the sidebar's recent connections (web/layout/sidebar.tsx),
  // which otherwise waited for the profile and the layout's code.
  {
    path: /^\/dashboard\/?$/,
    reads: ['/api/v1/today', '/api/v1/entries', '/api/v1/profile', '/api/v1/connections/recent'],
  },
];

/** The signed-in reads worth starting from the HTML of this page. */
export function firstReads(pathname: string, search: string): string[] {
  if (search !== '' && search !== '?') return [];
  return pageReads.find((page) => page.path.test(pathname))?.reads ?? [];
}

/**
 * The head's markup that starts the session read and `signedInReads`: their addresses in a JSON
 * block and the inline script that fetches them (src/shared/first-reads-script.ts).
 */
export function firstReadsMarkup(signedInReads: string[]): string {
  const list = jsonInHtml([sessionRead, ...signedInReads]);
  return `<script id="${firstReadsElementId}" type="application/json">${list}</script><script>${firstReadsScript}</script>`;
}
