import { z } from '@hono/zod-openapi';
import { exportQuery, exportSummarySchema } from '../../../shared/schemas/export.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { createRouter } from '../../http/env.ts';
import { jsonResponse } from '../../http/responses.ts';
import type { AttachmentStore } from '../attachments/store.ts';
import { exportSummary, exportZip } from './service.ts';

const api = apiRoutes('Export');

const download = api.get(
  '/export',
  'Everything in the account as a zip, streamed: memento (memento.json and files) or markdown',
  {
    description:
      'Formats: docs/formats/memento.md (with a JSON Schema) and docs/formats/markdown.md. Private entries are ' +
      'included and marked. The zip is written while it downloads; a failure part-way ends the download ' +
      'without the zip’s central directory, so it never passes for a complete file.',
    request: { query: exportQuery },
    responses: {
      200: {
        description: 'The zip',
        content: { 'application/zip': { schema: z.string().meta({ format: 'binary' }) } },
      },
    },
  },
);

const summary = api.get(
  '/export/summary',
  'How much the account holds and about how large its export will be (for a progress bar)',
  {
    responses: { 200: jsonResponse(exportSummarySchema, 'Counts and an estimate') },
  },
);

export const exportRoutes = (store: AttachmentStore) =>
  createRouter()
    .openapi(summary, async (c) => c.json(await c.var.transact(exportSummary), 200))
    .openapi(download, async (c) => {
      const { format, tz } = c.req.valid('query');
      const log = c.get('log');
      const body = await exportZip(
        { read: c.var.transact, store, userId: (await c.var.actor.resolve()).userId },
        { format, timeZone: tz, onError: (err) => log.error({ err }, 'export failed') },
      );
      const day = new Date().toISOString().slice(0, 10);
      return new Response(body, {
        status: 200,
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="memento-${format}-${day}.zip"`,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    });
