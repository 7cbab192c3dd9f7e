import type { AskAnswer } from '../../shared/schemas/ask.ts';
import { readAnswerStream } from './event-stream.ts';
import { call, client } from './http.ts';

/** Asks a question with the answer's text passed to `onText` as it is written; resolves with the whole answer. */
export async function streamAnswer(question: string, onText: (textSoFar: string) => void) {
  const body = await call(
    client.POST('/api/v1/ask/stream', {
      body: { question },
      parseAs: 'stream',
      headers: { accept: 'text/event-stream' },
    }),
  );
  return readAnswerStream<AskAnswer>(body as ReadableStream, onText);
}
