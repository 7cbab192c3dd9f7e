/**
 * The script that starts a page's first API reads from its HTML (docs/decisions/039, "First reads
 * from the HTML", and 045): the session on every app page, the dashboard's data for a signed-in
 * user. It fetches each read at once and leaves the answers under `firstReadsGlobal`, where the app
 * takes each one once (web/api/first-reads.ts) instead of asking again. Unlike `<link
 * rel="preload">`, an answer the app takes late or never (Today folded away, a slow phone) draws no
 * console warning. A failed read is caught here so that it is reported only to the app, when it
 * takes it. The CSP allows exactly this text by its hash (security-headers.ts).
 *
 * Who decides what is read:
 * - **The server**, on a page it sends: it knows the session, and writes the addresses into a JSON
 *   block just before the script (server/http/first-reads.ts).
 * - **The page itself**, on the service worker's copy of the app (the build's index.html, where the
 *   script stands alone): the session, and the page's signed-in reads when this device's last
 *   account is still kept (web/offline/offline-account.ts: removed on sign-out and when the server
 *   says the session ended). A stale guess costs reads the app then drops (a session without a
 *   user drops them all): the server still answers only to the cookie.
 */
export const firstReadsGlobal = '__mementoFirstReads';
export const firstReadsElementId = 'first-reads';

/** Every app page reads the session first (web/auth/session.ts). */
export const sessionRead = '/api/auth/get-session';

/** Where the build's index.html takes the script (scripts/vite-inline-scripts.ts). */
export const firstReadsMark = '<!-- first-reads -->';

/** The localStorage keys of this device's last account and of a sign-out still to tell the server. */
export const offlineAccountKey = 'memento:offline-account';
export const signOutPendingKey = 'memento:sign-out-pending';

/**
 * The signed-in reads worth starting before the app runs, by page. Each is the exact address the
 * app asks for, which is how it finds the answer (web/api/first-reads.ts). Only for the page
 * without a query: a filter changes what it reads.
 */
const pageReads: { path: string; reads: string[] }[] = [
  // The dashboard: Today (web/api/today.ts), the first page of entries (web/api/entries.ts), and
  // the profile, which every page waits for once the session is known (web/auth/synced-session.ts:
  // a reload in a session already synced reads it, one round trip saved; a first load syncs
  // instead and drops this answer); and the sidebar's recent connections (web/layout/sidebar.tsx),
  // which otherwise waited for the profile and the layout's code.
  {
    path: '^/dashboard/?$',
    reads: ['/api/v1/today', '/api/v1/entries', '/api/v1/profile', '/api/v1/connections/recent'],
  },
];

/** The signed-in reads worth starting for this page (`search` as `location.search` gives it). */
export function signedInReadsOf(pathname: string, search: string): string[] {
  if (search !== '' && search !== '?') return [];
  return pageReads.find((page) => new RegExp(page.path).test(pathname))?.reads ?? [];
}

/** The page's own choice, when no server wrote one: the body of a function of no arguments. */
const guessedReads =
  `const pages=${JSON.stringify(pageReads)};const reads=[${JSON.stringify(sessionRead)}];` +
  `let kept=false;try{kept=localStorage.getItem(${JSON.stringify(offlineAccountKey)})!==null&&localStorage.getItem(${JSON.stringify(signOutPendingKey)})===null}catch{}` +
  'const search=location.search;const page=pages.find(p=>new RegExp(p.path).test(location.pathname));' +
  "if(kept&&page&&(search===''||search==='?'))reads.push(...page.reads);return reads";

export const firstReadsScript =
  `(()=>{const block=document.getElementById('${firstReadsElementId}');` +
  `const urls=block?JSON.parse(block.textContent):(()=>{${guessedReads}})();const reads=new Map();for(const url of urls){` +
  "const answer=fetch(url,{credentials:'same-origin',headers:{accept:'application/json'}});" +
  `answer.catch(()=>{});reads.set(url,answer)}window.${firstReadsGlobal}=reads})()`;

/** The script as the build's index.html holds it, and as the server finds it there. */
export const firstReadsScriptTag = `<script>${firstReadsScript}</script>`;
