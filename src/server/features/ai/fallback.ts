import type { AiEngine, EngineCall } from './engine.ts';
import { InvalidModelOutput } from './openai/json-call.ts';

function upstreamId(error: unknown): string | null {
  if (error instanceof InvalidModelOutput) return error.upstreamRequestId;
  // The SDK's APIError, recognised by its field: the SDK itself loads only with the first call.
  const requestId = (error as { requestID?: unknown } | null)?.requestID;
  return typeof requestId === 'string' ? requestId : null;
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

/** The engine's tasks the local engine can stand in for. */
type Task = 'analyzeEmotions' | 'summarizeEntry' | 'answer' | 'digest';
type AnyTask = (...args: unknown[]) => Promise<object>;

/**
 * The configured service, with the local engine standing in whenever it fails or times out.
 * Digests and summaries made that way say so (`offline`); transcription has no local stand-in.
 */
export function withLocalFallback(primary: AiEngine, local: AiEngine): AiEngine {
  // Every task takes the call last; `logged` names the task in the log line.
  const standIn = <T extends Task>(task: T, logged: string, markOffline = false) =>
    (async (...args: unknown[]) => {
      try {
        return await (primary[task] as AnyTask)(...args);
      } catch (error) {
        logFailure(args[args.length - 1] as EngineCall, logged, error);
        const answer = await (local[task] as AnyTask)(...args);
        return markOffline ? { ...answer, offline: true } : answer;
      }
    }) as AiEngine[T];
  return {
    name: primary.name,
    analyzeEmotions: standIn('analyzeEmotions', 'emotions'),
    summarizeEntry: standIn('summarizeEntry', 'summary', true),
    answer: standIn('answer', 'answer', true),
    digest: standIn('digest', 'digest', true),
    ...(primary.transcribe ? { transcribe: primary.transcribe.bind(primary) } : {}),
  };
}
