import type { AiSettings, AiSummary, EmotionSuggestions } from '../../../shared/schemas/ai.ts';
import { emotionNames } from '../../../shared/schemas/ai.ts';
import type { EntryDetail } from '../../../shared/schemas/entries.ts';
import type { ServiceContext, Transact } from '../../db/with-user.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { assertCanSummarize } from '../billing/limits.ts';
import { getEntry, updateEntry } from '../entries/service.ts';
import {
  type AiEngine,
  type EngineCall,
  type EngineEntry,
  isShortEntry,
  SHORT_ENTRY_SUMMARY,
} from './engine.ts';
import { plainText } from './plain-text.ts';
import { readAiEnabled, writeAiEnabled } from './queries.ts';

export const aiOff = () => new AppError(403, 'forbidden', 'AI features are turned off in Settings');

/** Whether the actor lets AI read their entries. */
export function isAiEnabled({ tx, actor }: ServiceContext): Promise<boolean> {
  return readAiEnabled(tx, actor.userId);
}

/** Refuses (403) when the actor has turned AI off. */
async function requireAiEnabled(ctx: ServiceContext): Promise<void> {
  if (!(await isAiEnabled(ctx))) throw aiOff();
}

export async function getAiSettings(ctx: ServiceContext, engine: AiEngine): Promise<AiSettings> {
  return {
    ai_enabled: await isAiEnabled(ctx),
    provider: engine.name,
    can_transcribe: Boolean(engine.transcribe),
  };
}

/** Turns the actor's AI switch on or off; the profile must have been synced (404 otherwise). */
export async function setAiEnabled(
  ctx: ServiceContext,
  engine: AiEngine,
  enabled: boolean,
): Promise<AiSettings> {
  const saved = await writeAiEnabled(ctx.tx, ctx.actor.userId, enabled);
  if (!saved) throw new AppError(404, 'not_found', 'Profile not found: sync it first');
  return getAiSettings(ctx, engine);
}

/** Share an emotion needs before it is offered as a tag. */
const SUGGEST_AT = 0.15;

/** Emotion fractions of a draft and the emotion tags worth offering, strongest first. */
export async function suggestEmotions(
  transact: Transact,
  engine: AiEngine,
  text: string,
  call: EngineCall,
): Promise<EmotionSuggestions> {
  await transact(requireAiEnabled);
  const emotions = await engine.analyzeEmotions(text, call);
  const ranked = emotionNames
    .filter((e) => (emotions[e] ?? 0) >= SUGGEST_AT)
    .sort((a, b) => (emotions[b] ?? 0) - (emotions[a] ?? 0));
  // Neutral is offered only when nothing else is: it is the absence of a feeling, not one of them.
  const feelings = ranked.filter((e) => e !== 'Neutral');
  return { emotions, suggestions: (feelings.length ? feelings : ranked).slice(0, 3) };
}

export function toEngineEntry(
  entry: Pick<
    EntryDetail,
    'id' | 'title' | 'content' | 'occurred_at' | 'star_rating' | 'tags' | 'connections' | 'location'
  >,
): EngineEntry {
  return {
    id: entry.id,
    title: entry.title,
    content: entry.content,
    occurredAt: new Date(entry.occurred_at),
    starRating: entry.star_rating,
    tags: entry.tags.map((t) => ({ name: t.name, type: t.type })),
    connections: entry.connections.map((c) => ({ name: c.name, type: c.type })),
    place: entry.location?.label ?? null,
  };
}

/**
 * Summarises one of the actor's entries and stores it as the entry's summary; a short entry gets
 * SHORT_ENTRY_SUMMARY instead. Private entries are refused.
 */
export async function summarizeEntry(
  transact: Transact,
  engine: AiEngine,
  id: string,
  call: EngineCall,
): Promise<AiSummary> {
  const entry = await transact(async (ctx) => {
    const entry = await getEntry(ctx, id);
    await assertCanSummarize(ctx.tx, ctx.actor);
    await requireAiEnabled(ctx);
    return entry;
  });
  if (entry.is_private)
    throw new AppError(403, 'forbidden', 'Private entries are never sent to the AI engine');
  if (!entry.content.trim()) throw badRequest('The entry has no text to summarize');
  // A short entry is its own summary: say so rather than send it anywhere to be repeated.
  const { summary, offline } = isShortEntry(plainText(entry.content))
    ? { summary: SHORT_ENTRY_SUMMARY, offline: false }
    : await engine.summarizeEntry(toEngineEntry(entry), call);
  if (!summary) throw badRequest('The entry has no text to summarize');
  await transact((ctx) => updateEntry(ctx, id, { summary }));
  return { id, summary, offline: offline ?? false };
}

/** Turns recorded speech into text through the configured endpoint. */
export async function transcribe(
  transact: Transact,
  engine: AiEngine,
  audio: Blob,
  fileName: string,
  call: EngineCall,
): Promise<string> {
  if (!engine.transcribe) throw notFound('Transcription on this server');
  await transact(requireAiEnabled);
  if (audio.size === 0) throw badRequest('The recording is empty');
  try {
    return await engine.transcribe({ audio, fileName }, call);
  } catch (error) {
    call.log.warn({ requestId: call.requestId, err: (error as Error).message }, 'transcription failed');
    throw new AppError(503, 'unavailable', 'The transcription service did not answer');
  }
}
