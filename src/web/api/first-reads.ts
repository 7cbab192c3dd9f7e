import { firstReadsGlobal } from '../../shared/first-reads-script.ts';

type FirstReads = Map<string, Promise<Response>>;

const started = () => (globalThis as { [firstReadsGlobal]?: FirstReads })[firstReadsGlobal];

/**
 * The answer to `address` (path and query) if the page's HTML started that read
 * (src/shared/first-reads-script.ts) and nobody has taken it yet; each answer is handed out once,
 * so a later read of the same address asks the server again.
 */
export function takeFirstRead(address: string): Promise<Response> | undefined {
  const reads = started();
  const answer = reads?.get(address);
  reads?.delete(address);
  return answer;
}

/**
 * Drops the answers to `addresses` (every one when none is named) that the app will not take now
 * (Today folded away, a session without a user), so that a read made minutes later is not handed
 * an answer from when the page loaded.
 */
export function forgetFirstReads(...addresses: string[]) {
  const reads = started();
  if (addresses.length === 0) reads?.clear();
  for (const address of addresses) reads?.delete(address);
}

/** `fetch` for the API client: a GET the HTML already started takes that answer. */
export function fetchOrTakeFirstRead(request: Request): Promise<Response> {
  // Once the page's first reads are taken or dropped, a GET goes straight out, its address unread.
  if (request.method === 'GET' && started()?.size) {
    const url = new URL(request.url);
    const answer = takeFirstRead(url.pathname + url.search);
    if (answer) return answer;
  }
  return globalThis.fetch(request);
}
