import { firstReadsElementId, firstReadsScriptTag, sessionRead } from '../../shared/first-reads-script.ts';
import { jsonInHtml } from './json-in-html.ts';

/**
 * The head's markup that starts the session read and `signedInReads`: their addresses in a JSON
 * block and the inline script that fetches them (src/shared/first-reads-script.ts).
 */
export function firstReadsMarkup(signedInReads: string[]): string {
  const list = jsonInHtml([sessionRead, ...signedInReads]);
  return `<script id="${firstReadsElementId}" type="application/json">${list}</script>${firstReadsScriptTag}`;
}

/**
 * The page with the server's choice of first reads: the JSON block goes just before the script the
 * build put into the head, which then reads the block instead of guessing. A page without that
 * script (a hand-made build of the tests) gets both at the end of its head.
 */
export function withFirstReads(html: string, signedInReads: string[]): string {
  const markup = firstReadsMarkup(signedInReads);
  if (html.includes(firstReadsScriptTag)) return html.replace(firstReadsScriptTag, () => markup);
  return html.replace('</head>', () => `${markup}</head>`);
}
