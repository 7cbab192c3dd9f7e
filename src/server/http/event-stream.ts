import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { ErrorBody } from '../../shared/errors.ts';
import { AppError } from '../lib/errors.ts';
import type { AppEnv } from './env.ts';

/** Names of the events of a streamed answer (docs/decisions/027-streamed-digests-and-answers.md). */
export const STREAM_EVENTS = {
  /** `{"delta": "..."}` adds to the text shown so far; `{"text": "..."}` replaces it. */
  text: 'text',
  /** The final, validated result: the same JSON the non-streaming route answers. */
  done: 'done',
  /** The one error shape, when the work failed after the stream began. */
  error: 'error',
} as const;

export const EVENT_STREAM_DESCRIPTION =
  'Server-sent events: `text` ({"delta"} to add or {"text"} to replace the readable text so far), then `done` with the result, or `error` with the error body.';

/**
 * Runs `work` while answering with server-sent events: the text it reports as it is written, then
 * its result. Checks that can refuse the request belong before this call, so they still answer
 * with their HTTP status; once the stream has begun a failure is sent as an `error` event.
 */
export function streamWork<T>(
  c: Context<AppEnv>,
  work: (onText: (textSoFar: string) => void) => Promise<T>,
): Response {
  return streamSSE(c, async (stream) => {
    let sent = '';
    let writes = Promise.resolve();
    const send = (event: string, data: unknown) => {
      writes = writes.then(() => stream.writeSSE({ event, data: JSON.stringify(data) }));
      return writes;
    };
    const onText = (text: string) => {
      void send(STREAM_EVENTS.text, text.startsWith(sent) ? { delta: text.slice(sent.length) } : { text });
      sent = text;
    };
    try {
      await send(STREAM_EVENTS.done, await work(onText));
    } catch (error) {
      const body: ErrorBody =
        error instanceof AppError
          ? { error: { code: error.code, message: error.message } }
          : { error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } };
      if (!(error instanceof AppError)) c.get('log')?.error({ err: error }, 'streamed work failed');
      await send(STREAM_EVENTS.error, body);
    }
  });
}
