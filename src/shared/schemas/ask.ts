import { z } from 'zod';
import { requiredText } from './common.ts';
import { digestEngines } from './digests.ts';
import { entryRefSchema } from './summaries.ts';
import { timeZoneSchema } from './time-zone.ts';

export const QUESTION_MAX = 300;

export const askRequestSchema = z
  .strictObject({
    question: requiredText(QUESTION_MAX),
    tz: timeZoneSchema.optional().meta({ description: 'The reader’s time zone (default UTC)' }),
  })
  .meta({ id: 'AskRequest' });
export type AskRequest = z.input<typeof askRequestSchema>;

/** An entry an answer rests on, with the line of it the answer quotes. */
export const askCitationSchema = entryRefSchema
  .extend({ quote: z.string().nullable() })
  .meta({ id: 'AskCitation' });
export type AskCitation = z.infer<typeof askCitationSchema>;

export const askAnswerSchema = z
  .object({
    question: z.string(),
    answer: z.string(),
    /** Empty when the journal does not hold the answer. */
    citations: z.array(askCitationSchema),
    engine: z.enum(digestEngines),
    offline: z.boolean().meta({ description: 'True when the local engine stood in for a failed service' }),
  })
  .meta({ id: 'AskAnswer' });
export type AskAnswer = z.infer<typeof askAnswerSchema>;
