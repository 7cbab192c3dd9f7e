import type OpenAI from 'openai';
import { Allow, parse as parsePartial } from 'partial-json';
import type { z } from 'zod';
import type { EngineCall } from '../engine.ts';
import { retryPrompt } from './prompts.ts';

type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam;

/** The service answered, but twice with something that is not the JSON we asked for. */
export class InvalidModelOutput extends Error {
  constructor(
    message: string,
    readonly upstreamRequestId: string | null,
  ) {
    super(message);
  }
}

/** Pulls the JSON object out of an answer that may wrap it in a code fence or a sentence. */
export function extractJson(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('no JSON object in the answer');
  return JSON.parse(text.slice(start, end + 1));
}

function check<T>(
  schema: z.ZodType<T>,
  text: string,
): { ok: true; value: T } | { ok: false; problem: string } {
  let json: unknown;
  try {
    json = extractJson(text);
  } catch (error) {
    return { ok: false, problem: (error as Error).message };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, problem: `${issue?.path.join('.') || 'answer'}: ${issue?.message ?? 'invalid'}` };
}

/** What of a partly written JSON answer a reader may see while it arrives (a digest's claims, an answer's text). */
export type VisibleText = (partial: unknown) => string;

/** The JSON object written so far, read as far as it goes; undefined while there is none. */
function partialJson(text: string): unknown {
  const start = text.indexOf('{');
  if (start < 0) return undefined;
  try {
    return parsePartial(text.slice(start), Allow.ALL);
  } catch {
    return undefined;
  }
}

/**
 * One completion, streamed when the caller shows text as it arrives (`call.onText` and `visible`):
 * each chunk's content is added up and the readable part of the JSON so far is passed on. An
 * endpoint that answers whole although asked to stream is read whole (its text then arrives at once).
 */
async function complete(
  client: OpenAI,
  model: string,
  messages: Message[],
  call: EngineCall,
  visible: VisibleText | undefined,
): Promise<{ text: string; requestId: string | null }> {
  const options = { headers: { 'X-Request-Id': call.requestId } };
  const onText = call.onText;
  if (!onText || !visible) {
    const { data, request_id } = await client.chat.completions
      .create({ model, messages, temperature: 0.2 }, options)
      .withResponse();
    return { text: data.choices[0]?.message?.content ?? '', requestId: request_id };
  }
  const { data, response, request_id } = await client.chat.completions
    .create({ model, messages, temperature: 0.2, stream: true }, options)
    .withResponse();
  let text = '';
  let shown = '';
  const show = () => {
    const now = visible(partialJson(text));
    if (now && now !== shown) onText(now);
    shown = now || shown;
  };
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    // The stream was never started, so the body is still there to read as one completion.
    const whole = (await response.json()) as OpenAI.Chat.Completions.ChatCompletion;
    text = whole.choices[0]?.message?.content ?? '';
    show();
    return { text, requestId: request_id };
  }
  for await (const chunk of data) {
    const piece = chunk.choices[0]?.delta?.content;
    if (!piece) continue;
    text += piece;
    show();
  }
  return { text, requestId: request_id };
}

/**
 * Asks for JSON and validates it with `schema`; an invalid answer gets exactly one retry that
 * tells the model what was wrong. Our request id travels as X-Request-Id so both logs line up.
 * With `visible` and `call.onText`, the first try streams and its readable text is passed on as
 * it arrives; what is returned is still only the whole, validated answer.
 */
export async function askJson<T>(
  client: OpenAI,
  model: string,
  system: string,
  user: string,
  schema: z.ZodType<T>,
  call: EngineCall,
  visible?: VisibleText,
): Promise<T> {
  const messages: Message[] = [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
  let upstreamRequestId: string | null = null;
  let problem = '';
  for (let attempt = 0; attempt < 2; attempt++) {
    const { text, requestId } = await complete(client, model, messages, call, visible);
    upstreamRequestId = requestId;
    const result = check(schema, text);
    if (result.ok) return result.value;
    problem = result.problem;
    messages.push({ role: 'assistant', content: text }, { role: 'user', content: retryPrompt(problem) });
  }
  throw new InvalidModelOutput(`the AI service answered invalid JSON twice (${problem})`, upstreamRequestId);
}
