import { z } from 'zod';
import { withThousands } from '../thousands.ts';
import { emotionNames } from './tags.ts';

export { emotionNames };
export type EmotionName = (typeof emotionNames)[number];

/** Emotion name → fraction of 1; the fractions of one analysis sum to 1. */
export const emotionScoresSchema = z
  .partialRecord(z.enum(emotionNames), z.number().min(0).max(1))
  .meta({ id: 'EmotionScores', example: { Joy: 0.7, Trust: 0.2, Neutral: 0.1 } });
export type EmotionScores = Partial<Record<EmotionName, number>>;

export const AI_TEXT_LIMIT = 20_000;
/** Audio uploads for transcription are capped at the size OpenAI-compatible endpoints accept. */
export const AI_AUDIO_LIMIT = 25 * 1024 * 1024;

export const emotionRequestSchema = z
  .strictObject({
    text: z.string().max(AI_TEXT_LIMIT, `must be at most ${withThousands(AI_TEXT_LIMIT)} characters`),
  })
  .meta({ id: 'EmotionRequest' });
export type EmotionRequest = z.infer<typeof emotionRequestSchema>;

export const emotionSuggestionSchema = z
  .object({
    emotions: emotionScoresSchema,
    suggestions: z
      .array(z.enum(emotionNames))
      .meta({ description: 'Emotion tag names worth offering, strongest first' }),
  })
  .meta({ id: 'EmotionSuggestions' });
export type EmotionSuggestions = z.infer<typeof emotionSuggestionSchema>;

// The contract keeps its first name for this one (EntrySummary); in code that names the read model.
export const aiSummarySchema = z
  .object({ id: z.uuid(), summary: z.string(), offline: z.boolean() })
  .meta({ id: 'EntrySummary' });
export type AiSummary = z.infer<typeof aiSummarySchema>;

export const transcriptSchema = z.object({ text: z.string() }).meta({ id: 'Transcript' });
export type Transcript = z.infer<typeof transcriptSchema>;

export const aiSettingsSchema = z
  .object({
    ai_enabled: z.boolean().meta({ description: 'The user’s switch: false turns every AI feature off' }),
    provider: z.enum(['local', 'openai']),
    can_transcribe: z.boolean().meta({ description: 'The server can turn uploaded audio into text' }),
  })
  .meta({ id: 'AiSettings' });
export type AiSettings = z.infer<typeof aiSettingsSchema>;

export const aiSettingsUpdateSchema = z
  .strictObject({ ai_enabled: z.boolean() })
  .meta({ id: 'AiSettingsUpdate' });
export type AiSettingsUpdate = z.infer<typeof aiSettingsUpdateSchema>;
