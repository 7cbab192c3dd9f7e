import type { Context } from 'hono';

/** A header no answer carries: deleting it is how mutability is asked without changing anything. */
const NEVER_SENT = 'x-memento-never-sent';

/**
 * The headers of the answer a route made, ready to be set by a middleware after `next()`. Set on
 * the answer's own headers, the answer is sent as made (copying it cost more CPU than many routes,
 * docs/decisions/040-per-request-cpu.md); an answer whose headers are immutable
 * (`Response.redirect()`, a `fetch()` answer passed through) is copied once first, or setting one
 * would throw and turn the answer into a 500.
 */
export function answerHeaders(c: Context): Headers {
  try {
    c.res.headers.delete(NEVER_SENT);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    c.res = new Response(c.res.body, c.res);
  }
  return c.res.headers;
}
