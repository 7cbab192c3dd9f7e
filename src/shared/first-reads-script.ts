/**
 * The script that starts a page's first API reads from its HTML (docs/decisions/039, "First reads
 * from the HTML"): the session on every app page, the dashboard's data for a signed-in user. The
 * server writes the addresses into a JSON block in the head (server/http/first-reads.ts) and this
 * inline script, right after it, fetches each one at once and leaves the answers under
 * `firstReadsGlobal`, where the app takes each one once (web/api/first-reads.ts) instead of asking
 * again. Unlike `<link rel="preload">`, an answer the app takes late or never (Today folded away, a
 * slow phone) draws no console warning. A failed read is caught here so that it is reported only to
 * the app, when it takes it. The CSP allows exactly this text by its hash (security-headers.ts).
 */
export const firstReadsGlobal = '__mementoFirstReads';
export const firstReadsElementId = 'first-reads';

export const firstReadsScript =
  `(()=>{const reads=new Map();for(const url of JSON.parse(document.getElementById('${firstReadsElementId}').textContent)){` +
  "const answer=fetch(url,{credentials:'same-origin',headers:{accept:'application/json'}});" +
  `answer.catch(()=>{});reads.set(url,answer)}window.${firstReadsGlobal}=reads})()`;
