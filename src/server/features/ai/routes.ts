import type { Context } from 'hono';
import {
  AI_AUDIO_LIMIT,
  aiSettingsSchema,
  aiSettingsUpdateSchema,
  aiSummarySchema,
  emotionRequestSchema,
  emotionSuggestionSchema,
  transcriptSchema,
} from '../../../shared/schemas/ai.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { type AppEnv, createRouter } from '../../http/env.ts';
import { capBody } from '../../http/json-body.ts';
import { binaryBody, errorContent, jsonBody, jsonResponse, notFoundError } from '../../http/responses.ts';
import { AppError } from '../../lib/errors.ts';
import type { AiEngine, EngineCall } from './engine.ts';
import { aiOffOrPrivate } from './responses.ts';
import { getAiSettings, setAiEnabled, suggestEmotions, summarizeEntry, transcribe } from './service.ts';

/** Dictation uploads are raw audio bytes: app.ts exempts this path from the JSON checks and 1 MiB cap. */
export const TRANSCRIBE_PATH = '/api/v1/ai/transcribe';

const api = apiRoutes('AI');
const audioTypes: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
};

const readSettings = api.view('/ai/settings', aiSettingsSchema, 'AI settings', {
  summary: 'The user’s AI switch and what this server’s engine can do',
});

const writeSettings = api.put('/ai/settings', 'Turn every AI feature on or off for the user', {
  request: { body: jsonBody(aiSettingsUpdateSchema) },
  responses: { 200: jsonResponse(aiSettingsSchema, 'AI settings'), ...notFoundError },
});

const emotions = api.post('/ai/emotions', 'Emotions of a draft, and the emotion tags worth suggesting', {
  request: { body: jsonBody(emotionRequestSchema) },
  responses: {
    200: jsonResponse(emotionSuggestionSchema, 'Emotion fractions and suggestions'),
    ...aiOffOrPrivate,
  },
});

const summary = api.act('/entries/{id}/summary', aiSummarySchema, 'The stored summary', {
  summary: 'Summarise the entry (at most 300 characters) and store it as its summary',
  errors: aiOffOrPrivate,
});

const transcription = api.post(
  '/ai/transcribe',
  'Turn recorded speech (raw audio bytes, at most 25 MB) into text; only where the engine transcribes',
  {
    request: { body: binaryBody(...Object.keys(audioTypes)) },
    middleware: [capBody(AI_AUDIO_LIMIT, 'The recording is larger than 25 MB')] as const,
    responses: {
      200: jsonResponse(transcriptSchema, 'The transcript'),
      ...notFoundError,
      ...aiOffOrPrivate,
      503: errorContent('The transcription service failed'),
    },
  },
);

const callOf = (c: Context<AppEnv>): EngineCall => ({ requestId: c.get('requestId'), log: c.get('log') });

export function aiRoutes(engine: AiEngine) {
  return createRouter()
    .openapi(readSettings, async (c) =>
      c.json(await c.var.transact((ctx) => getAiSettings(ctx, engine)), 200),
    )
    .openapi(writeSettings, async (c) =>
      c.json(await c.var.transact((ctx) => setAiEnabled(ctx, engine, c.req.valid('json').ai_enabled)), 200),
    )
    .openapi(emotions, async (c) =>
      c.json(await suggestEmotions(c.var.transact, engine, c.req.valid('json').text, callOf(c)), 200),
    )
    .openapi(summary, async (c) =>
      c.json(await summarizeEntry(c.var.transact, engine, c.req.valid('param').id, callOf(c)), 200),
    )
    .openapi(transcription, async (c) => {
      const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      const extension = audioTypes[type];
      if (!extension)
        throw new AppError(
          415,
          'unsupported_media_type',
          'Send the recording as audio (webm, ogg, mp4, mpeg or wav)',
        );
      const audio = new Blob([await c.req.arrayBuffer()], { type });
      const text = await transcribe(c.var.transact, engine, audio, `dictation.${extension}`, callOf(c));
      return c.json({ text }, 200);
    });
}
