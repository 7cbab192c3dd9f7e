import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { ErrorBody } from '../../shared/errors.ts';
import { ApiError } from './http.ts';

/**
 * Reads a streamed answer of our API (server-sent events: `text`, then `done` or `error`; see
 * docs/decisions/027): passes the readable text so far to `onText` as it arrives and resolves
 * with the `done` event's result.
 */
export async function readAnswerStream<T>(
  body: ReadableStream,
  onText: (textSoFar: string) => void,
): Promise<T> {
  // A reader loop, not `for await`: Safari cannot iterate a ReadableStream.
  const reader = body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  let text = '';
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      const { event, data } = next.value;
      const parsed = JSON.parse(data) as unknown;
      if (event === 'text') {
        const piece = parsed as { delta?: string; text?: string };
        text = piece.text ?? `${text}${piece.delta ?? ''}`;
        onText(text);
      } else if (event === 'done') return parsed as T;
      else if (event === 'error') {
        const error = (parsed as ErrorBody).error;
        throw new ApiError(500, error.code, error.message);
      }
    }
  } finally {
    reader.releaseLock();
  }
  throw new ApiError(0, 'unavailable', 'The answer stopped before it was finished. Please try again.');
}
