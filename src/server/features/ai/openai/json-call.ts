import type OpenAI from 'openai';
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

/**
 * Asks for JSON and validates it with `schema`; an invalid answer gets exactly one retry that
 * tells the model what was wrong. Our request id travels as X-Request-Id so both logs line up.
 */
export async function askJson<T>(
  client: OpenAI,
  model: string,
  system: string,
  user: string,
  schema: z.ZodType<T>,
  call: EngineCall,
): Promise<T> {
  const messages: Message[] = [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
  let upstreamRequestId: string | null = null;
  let problem = '';
  for (let attempt = 0; attempt < 2; attempt++) {
    const { data, request_id } = await client.chat.completions
      .create({ model, messages, temperature: 0.2 }, { headers: { 'X-Request-Id': call.requestId } })
      .withResponse();
    upstreamRequestId = request_id;
    const text = data.choices[0]?.message?.content ?? '';
    const result = check(schema, text);
    if (result.ok) return result.value;
    problem = result.problem;
    messages.push({ role: 'assistant', content: text }, { role: 'user', content: retryPrompt(problem) });
  }
  throw new InvalidModelOutput(`the AI service answered invalid JSON twice (${problem})`, upstreamRequestId);
}
