import { transcriptSchema } from '../../../shared/schemas/ai.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { createRouter } from '../../http/env.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { AiEngine } from '../ai/engine.ts';
import { aiOffOrPrivate } from '../ai/responses.ts';
import { transcribe } from '../ai/service.ts';
import { getEntry } from '../entries/service.ts';
import { extensions } from './serve-file.ts';
import { readAttachmentFile } from './service.ts';
import type { AttachmentStore } from './store.ts';

const api = apiRoutes('Attachments');

/**
 * A voice memo's bytes, when they may leave the server: an audio file on an entry that is not
 * private (a private entry is never sent to an outside transcription service).
 */
async function memoToSend(ctx: ServiceContext, store: AttachmentStore, id: string) {
  const file = await readAttachmentFile(ctx, store, id, 'original');
  if (file.row.kind !== 'audio') throw badRequest('Only voice memos and audio files can be transcribed');
  if ((await getEntry(ctx, file.row.entryId)).is_private)
    throw new AppError(403, 'forbidden', 'Private entries are never sent to the transcription service');
  return file;
}

const route = api.act('/attachments/{id}/transcript', transcriptSchema, 'The transcript', {
  summary: 'Transcribe a voice memo with the configured endpoint; the text is offered, not saved',
  errors: aiOffOrPrivate,
});

/** POST /attachments/{id}/transcript: 404 where the engine cannot transcribe (the local one). */
export function attachmentTranscriptRoutes(store: AttachmentStore, engine: AiEngine) {
  return createRouter().openapi(route, async (c) => {
    const { id } = c.req.valid('param');
    const file = await c.var.transact((ctx) => memoToSend(ctx, store, id));
    const audio = new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.contentType });
    const call = { requestId: c.get('requestId'), log: c.get('log') };
    const text = await transcribe(
      c.var.transact,
      engine,
      audio,
      `memo.${extensions[file.contentType] ?? 'webm'}`,
      call,
    );
    return c.json({ text }, 200);
  });
}
