import {
  type Import,
  importListQuery,
  importPageSchema,
  importSchema,
  importUploadQuery,
} from '../../../shared/schemas/imports.ts';
import type { ImportConfig } from '../../config.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { createRouter } from '../../http/env.ts';
import { binaryBody, errorContent, jsonResponse } from '../../http/responses.ts';
import { answerById, answerQuery } from '../../http/serve.ts';
import type { JobEngine } from '../../jobs/engine.ts';
import { AppError } from '../../lib/errors.ts';
import { enqueueImportRun } from './import-jobs.ts';
import { openUpload, planUpload } from './inspect.ts';
import { getImport, listImports, queueImport } from './service.ts';
import { removeUpload, storeUpload } from './upload-file.ts';

/**
 * The upload is the file's raw bytes, streamed to disk: app.ts exempts this path from the JSON
 * body checks and the 1 MiB cap, and the route stops at IMPORT_MAX_MB.
 */
export const IMPORT_UPLOAD_PATH = '/api/v1/imports';

const api = apiRoutes('Import');

const upload = api.post(
  '/imports',
  'Import a file: a Memento export, a Day One JSON export or vCard contacts, as the body',
  {
    description:
      'The format is read from the contents. A zip is checked whole (paths, links, sizes, ratio) before anything ' +
      'is written. The import runs in the background: follow it with GET /imports/{id}.',
    request: {
      query: importUploadQuery,
      body: binaryBody('application/octet-stream', 'application/zip', 'text/vcard'),
    },
    responses: {
      202: jsonResponse(importSchema, 'Queued: the import and its progress'),
      413: errorContent('Larger than IMPORT_MAX_MB; details.max_bytes says the limit'),
    },
  },
);

const show = api.read('/imports/{id}', importSchema, 'The import', {
  summary: "An import's progress and report",
});

const list = api.search('/imports', importListQuery, importPageSchema, 'Imports', {
  summary: 'Your imports, newest first',
});

/** Imports run as jobs: an app built without the job engine (a tool, a test) refuses them. */
const noJobEngine = () =>
  new AppError(503, 'unavailable', 'Imports are not available: the background job engine is not running');

export function importRoutes(config: ImportConfig, jobs: JobEngine | undefined) {
  return createRouter()
    .openapi(upload, async (c) => {
      if (!jobs) throw noJobEngine();
      const id = crypto.randomUUID();
      const fileName = c.req.valid('query').name?.trim() || null;
      const stored = await storeUpload(c.req.raw, config.dir, id, config.maxBytes);
      let queued: Import;
      try {
        const opened = await openUpload(stored.path, stored.size, fileName, config.maxBytes);
        const { format, plan } = await planUpload(opened.source).finally(() => opened.close());
        const planned = {
          id,
          format: format.id,
          fileName,
          byteSize: stored.size,
          fileRef: stored.ref,
          total: plan.total,
          adds: plan.adds,
        };
        queued = await c.var.transact((ctx) => queueImport(ctx, planned));
      } catch (error) {
        await removeUpload(config.dir, stored.ref);
        throw error;
      }
      // After the commit, never inside a unit of work (docs/decisions/021). Were it lost, the
      // resume job would still take the queued import within a minute.
      await enqueueImportRun(jobs, queued.id, (await c.var.actor.resolve()).userId).catch((error) =>
        c.var.log.warn(
          { importId: queued.id, code: (error as { code?: string }).code },
          'import run not queued',
        ),
      );
      return c.json(queued, 202);
    })
    .openapi(show, answerById(getImport))
    .openapi(list, answerQuery(listImports));
}
