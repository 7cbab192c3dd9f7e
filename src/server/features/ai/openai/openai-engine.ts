import type OpenAI from 'openai';
import { z } from 'zod';
import { type EmotionName, emotionNames } from '../../../../shared/schemas/ai.ts';
import type { AiConfig } from '../../../config.ts';
import { lazily } from '../../../lib/lazily.ts';
import type { AskInput } from '../ask/types.ts';
import { type AiEngine, type DigestResult, type EngineEntry, SUMMARY_MAX } from '../engine.ts';
import { normalise } from '../local/emotions.ts';
import { plainText } from '../plain-text.ts';
import { digestMessage } from './digest-input.ts';
import { askJson } from './json-call.ts';
import { prompts } from './prompts.ts';

const fractions = z.record(z.string(), z.number().min(0).max(1));

/** Keeps the nine known emotions (names matched without regard to case) and rescales them to sum to 1. */
function cleanEmotions(raw: Record<string, number>) {
  const known: Partial<Record<EmotionName, number>> = {};
  for (const [name, value] of Object.entries(raw)) {
    const emotion = emotionNames.find((e) => e.toLowerCase() === name.toLowerCase());
    if (emotion) known[emotion] = (known[emotion] ?? 0) + value;
  }
  return normalise(known);
}

const emotionAnswer = z.object({ emotions: fractions });
const summaryAnswer = z.object({ summary: z.string().trim().min(1).max(SUMMARY_MAX) });
const digestAnswer = z.object({
  claims: z
    .array(z.object({ text: z.string().trim().min(1).max(2_000), entry_ids: z.array(z.string()).max(50) }))
    .min(1)
    .max(20),
  emotion_trends: fractions,
  quote_highlights: z.array(z.string()).max(20),
});

const answerReply = z.object({
  answer: z.string().trim().min(1).max(4_000),
  entry_ids: z.array(z.string()).max(50),
});

/** The user message of a question: exactly what leaves the server (the found entries only, never private ones). */
const questionMessage = ({ question, found }: AskInput) =>
  [
    `Question: ${question}`,
    `Entries: ${found.length}`,
    ...found.map(
      (e) =>
        `---\nId: ${e.id}\nDate: ${e.occurredAt.toISOString()}\nTitle: ${e.title}\nText: ${plainText(e.content).slice(0, 1_200)}`,
    ),
  ].join('\n');

/** A digest's readable text while it streams: the claims written so far, as paragraphs. */
const claimsText = (partial: unknown) => {
  const claims = (partial as { claims?: unknown } | undefined)?.claims;
  if (!Array.isArray(claims)) return '';
  return claims
    .map((c) => (typeof c?.text === 'string' ? c.text.trim() : ''))
    .filter(Boolean)
    .join('\n\n');
};

/** An answer's readable text while it streams. */
const answerText = (partial: unknown) => {
  const answer = (partial as { answer?: unknown } | undefined)?.answer;
  return typeof answer === 'string' ? answer.trim() : '';
};

const entryText = (entry: EngineEntry) => `Title: ${entry.title}\n\n${plainText(entry.content)}`;

/** Any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, LM Studio...) through the official SDK. */
export function createOpenAiEngine(config: AiConfig): AiEngine {
  // The SDK (0.35 MiB) loads with the first call, not with every start.
  const sdk = lazily(() => import('openai'));
  const connect = lazily(async (): Promise<OpenAI> => {
    const { default: Client } = await sdk();
    return new Client({
      baseURL: config.baseUrl,
      // Local servers need no key, but the SDK insists on one (and would otherwise read OPENAI_API_KEY).
      apiKey: config.apiKey ?? 'not-needed',
      timeout: config.timeoutMs,
      // One try per call: on failure the local engine answers at once rather than after back-off.
      maxRetries: 0,
    });
  });
  const model = config.model;

  return {
    name: 'openai',
    async analyzeEmotions(text, call) {
      const answer = await askJson(await connect(), model, prompts.emotions, text, emotionAnswer, call);
      return cleanEmotions(answer.emotions);
    },
    async summarizeEntry(entry, call) {
      const answer = await askJson(
        await connect(),
        model,
        prompts.summary,
        entryText(entry),
        summaryAnswer,
        call,
      );
      return { summary: answer.summary };
    },
    async digest(entries, period, title, _options, call): Promise<DigestResult> {
      const answer = await askJson(
        await connect(),
        model,
        prompts.digest,
        digestMessage(entries, period, title),
        digestAnswer,
        call,
        claimsText,
      );
      // Only lines that really are in an entry count as quotes; a paraphrase is dropped.
      const texts = entries.map((e) => plainText(e.content));
      const quotes = [...new Set(answer.quote_highlights.map((q) => q.trim()))].filter(
        (q) => q.length > 0 && texts.some((t) => t.includes(q)),
      );
      const trends = entries.length === 0 ? {} : cleanEmotions(answer.emotion_trends);
      // A claim may cite only entries it was given: an id the model made up is dropped.
      const given = new Set(entries.map((e) => e.id));
      const claims = answer.claims.map((c) => ({
        text: c.text,
        entry_ids: [...new Set(c.entry_ids.filter((id) => given.has(id)))],
      }));
      return {
        content: claims.map((c) => c.text).join('\n\n'),
        claims,
        emotion_trends: trends,
        quote_highlights: quotes.slice(0, 5),
      };
    },
    async answer(input, call) {
      const reply = await askJson(
        await connect(),
        model,
        prompts.answer,
        questionMessage(input),
        answerReply,
        call,
        answerText,
      );
      // The model may cite only entries it was given: a made-up id is dropped.
      const given = new Set(input.found.map((e) => e.id));
      const ids = [...new Set(reply.entry_ids.filter((id) => given.has(id)))];
      return { answer: reply.answer, citations: ids.map((id) => ({ id, quote: null })) };
    },
    async transcribe({ audio, fileName }, call) {
      // With its type: without it the part says application/octet-stream, and servers that read the
      // part's type rather than the name's extension refuse it.
      const file = await (await sdk()).toFile(audio, fileName, { type: audio.type });
      const result = await (await connect()).audio.transcriptions.create(
        { file, model: config.transcribeModel },
        { headers: { 'X-Request-Id': call.requestId } },
      );
      return result.text;
    },
  };
}
