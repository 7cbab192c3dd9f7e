import { uuidParam } from '../../../shared/schemas/common.ts';
import { CONNECTION_LIMITS, connectionSchema } from '../../../shared/schemas/connections.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { createRouter } from '../../http/env.ts';
import { capBody } from '../../http/json-body.ts';
import { binaryBody, errorContent, jsonResponse, notFoundError } from '../../http/responses.ts';
import { browserCopyIsCurrent } from '../../http/versioned-file.ts';
import { readImage } from './image-service.ts';
import { setConnectionImage } from './service.ts';

const api = apiRoutes('Connections');

/**
 * The upload takes the file's raw bytes, not JSON: app.ts exempts this path from the JSON body
 * checks and its 1 MiB cap, and the route applies its own 2 MB cap instead.
 */
export const IMAGE_UPLOAD_PATH = '/api/v1/connections/:id/image';

const upload = api.put(
  '/connections/{id}/image',
  "Upload the connection's image: the file's bytes as the body (JPEG, PNG or WebP, at most 2 MB)",
  {
    description: 'The type is read from the bytes; the Content-Type header and the file name are ignored.',
    request: {
      params: uuidParam,
      body: binaryBody('image/png', 'image/jpeg', 'image/webp', 'application/octet-stream'),
    },
    middleware: [capBody(CONNECTION_LIMITS.imageBytes, 'The image is larger than 2 MB')] as const,
    responses: {
      200: jsonResponse(connectionSchema, 'The connection, its image_url pointing at the upload'),
      ...notFoundError,
      415: errorContent('Not a JPEG, PNG or WebP'),
    },
  },
);

const serve = api.file('/connections/{id}/image', uuidParam, 'image/*', 'The image bytes', {
  summary: "The connection's uploaded image, to the signed-in owner only",
});

export function connectionImageRoutes() {
  return createRouter()
    .openapi(upload, async (c) => {
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      return c.json(
        await c.var.transact((ctx: ServiceContext) =>
          setConnectionImage(ctx, c.req.valid('param').id, bytes),
        ),
        200,
      );
    })
    .openapi(serve, async (c) => {
      const image = await c.var.transact((ctx) => readImage(ctx, c.req.valid('param').id));
      if (browserCopyIsCurrent(c, `"${image.etag}"`, image.etag, c.req.valid('query').v))
        return c.body(null, 304);
      c.header('Content-Type', image.contentType);
      c.header('Content-Length', String(image.byteSize));
      return c.body(image.bytes as Uint8Array<ArrayBuffer>, 200);
    });
}
