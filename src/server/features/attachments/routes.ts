import { z } from '@hono/zod-openapi';
import {
  attachmentListSchema,
  attachmentOrderSchema,
  attachmentSchema,
  attachmentUpdateSchema,
  attachmentVariants,
  uploadQuery,
} from '../../../shared/schemas/attachments.ts';
import { uuidParam } from '../../../shared/schemas/common.ts';
import type { Db } from '../../db/client.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { createRouter } from '../../http/env.ts';
import { binaryBody, errorContent, jsonBody, jsonResponse, notFoundError } from '../../http/responses.ts';
import { queueDeletion } from './deletion-queue.ts';
import { readUpload } from './read-upload.ts';
import { serveAttachment } from './serve-file.ts';
import {
  type AttachmentSetup,
  deleteAttachment,
  listAttachments,
  prepareUpload,
  readAttachmentFile,
  reorderAttachments,
  storeUpload,
  updateAttachment,
} from './service.ts';

/**
 * Uploads are the file's raw bytes, streamed: app.ts exempts this path from the JSON body checks
 * and the 1 MiB cap, and the route reads at most ATTACHMENT_MAX_MB.
 */
export const ATTACHMENT_UPLOAD_PATH = '/api/v1/entries/:id/attachments';

const api = apiRoutes('Attachments');

const upload = api.post(
  '/entries/{id}/attachments',
  'Attach a file to the entry: its raw bytes as the body (photo, audio or PDF)',
  {
    description:
      'The type is read from the bytes (magic number); the Content-Type header and the file name are ignored. ' +
      'Images get a 400 px thumbnail and a 1600 px display size without location or camera metadata.',
    request: {
      params: uuidParam,
      query: uploadQuery,
      body: binaryBody('application/octet-stream'),
    },
    responses: {
      201: jsonResponse(attachmentSchema, 'The new attachment'),
      ...notFoundError,
      409: errorContent('The entry already holds ATTACHMENT_MAX_PER_ENTRY files'),
      413: errorContent('Larger than ATTACHMENT_MAX_MB; details.max_bytes says the limit'),
      415: errorContent('Not a JPEG, PNG, WebP, GIF, AVIF, WebM, MP4, MP3, WAV or PDF'),
    },
  },
);

const list = api.read('/entries/{id}/attachments', attachmentListSchema, 'Attachments', {
  summary: "The entry's files, in order",
});

const reorder = api.put(
  '/entries/{id}/attachments/order',
  "Reorder the entry's files: `ids` names each of them once, first to last",
  {
    request: { params: uuidParam, body: jsonBody(attachmentOrderSchema) },
    responses: { 200: jsonResponse(attachmentListSchema, 'Attachments'), ...notFoundError },
  },
);

const update = api.patch('/attachments/{id}', "Set a file's caption (its alt text)", {
  request: { params: uuidParam, body: jsonBody(attachmentUpdateSchema) },
  responses: { 200: jsonResponse(attachmentSchema, 'The attachment'), ...notFoundError },
});

const remove = api.remove('/attachments/{id}', 'Delete a file and its bytes');

const serve = api.file(
  '/attachments/{id}/{variant}',
  uuidParam.extend({ variant: z.enum(attachmentVariants) }),
  'application/octet-stream',
  'The bytes',
  { summary: 'A file to its owner only: thumb and display (images, WebP, no metadata) or the original' },
);

export function attachmentRoutes(db: Db, setup: AttachmentSetup, onDeleted: () => void) {
  return createRouter()
    .openapi(upload, async (c) => {
      const bytes = await readUpload(c.req.raw, setup.limits.maxBytes);
      const prepared = await prepareUpload(bytes, c.req.valid('query').name);
      const entryId = c.req.valid('param').id;
      try {
        return c.json(await c.var.transact((ctx) => storeUpload(ctx, setup, entryId, prepared)), 201);
      } catch (error) {
        // Objects an outside store took before the transaction failed must not be left behind.
        if (setup.store.kind === 's3')
          await queueDeletion(db, {
            userId: (await c.var.actor.resolve()).userId,
            attachmentId: prepared.id,
          });
        throw error;
      }
    })
    .openapi(list, async (c) =>
      c.json({ items: await c.var.transact((ctx) => listAttachments(ctx, c.req.valid('param').id)) }, 200),
    )
    .openapi(reorder, async (c) => {
      const { id } = c.req.valid('param');
      const { ids } = c.req.valid('json');
      return c.json({ items: await c.var.transact((ctx) => reorderAttachments(ctx, id, ids)) }, 200);
    })
    .openapi(update, async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await c.var.transact((ctx) => updateAttachment(ctx, id, input)), 200);
    })
    .openapi(remove, async (c) => {
      const { id } = c.req.valid('param');
      await c.var.transact((ctx) => deleteAttachment(ctx, id));
      onDeleted();
      return c.body(null, 204);
    })
    .openapi(serve, async (c) => {
      const { id, variant } = c.req.valid('param');
      const file = await c.var.transact((ctx) => readAttachmentFile(ctx, setup.store, id, variant));
      return serveAttachment(c, file, variant, c.req.valid('query').v);
    });
}
