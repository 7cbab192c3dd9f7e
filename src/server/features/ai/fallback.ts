import { APIError } from 'openai';
import type { AiEngine, EngineCall } from './engine.ts';
import { InvalidModelOutput } from './openai/json-call.ts';

function upstreamId(error: unknown): string | null {
  if (error instanceof APIError) return error.requestID ?? null;
  if (error instanceof InvalidModelOutput) return error.upstreamRequestId;
  return null;
}

function logFailure(call: EngineCall, task: string, error: unknown) {
  call.log.warn(
    {
      requestId: call.requestId,
      upstreamRequestId: upstreamId(error),
      task,
      err: { name: (error as Error)?.name, message: (error as Error)?.message },
    },
    'AI service did not answer; the local engine answered instead',
  );
}

/**
 * The configured service, with the local engine standing in whenever it fails or times out.
 * Digests and summaries made that way say so (`offline`); transcription has no local stand-in.
 */
export function withLocalFallback(primary: AiEngine, local: AiEngine): AiEngine {
  return {
    name: primary.name,
    async analyzeEmotions(text, call) {
      try {
        return await primary.analyzeEmotions(text, call);
      } catch (error) {
        logFailure(call, 'emotions', error);
        return local.analyzeEmotions(text, call);
      }
    },
    async summarizeEntry(entry, call) {
      try {
        return await primary.summarizeEntry(entry, call);
      } catch (error) {
        logFailure(call, 'summary', error);
        return { ...(await local.summarizeEntry(entry, call)), offline: true };
      }
    },
    async answer(input, call) {
      try {
        return await primary.answer(input, call);
      } catch (error) {
        logFailure(call, 'answer', error);
        return { ...(await local.answer(input, call)), offline: true };
      }
    },
    async digest(entries, period, title, options, call) {
      try {
        return await primary.digest(entries, period, title, options, call);
      } catch (error) {
        logFailure(call, 'digest', error);
        return { ...(await local.digest(entries, period, title, options, call)), offline: true };
      }
    },
    ...(primary.transcribe ? { transcribe: primary.transcribe.bind(primary) } : {}),
  };
}
