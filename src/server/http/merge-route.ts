import { createRoute } from '@hono/zod-openapi';
import type { z } from 'zod';
import { mergeSchema } from '../../shared/schemas/catalog.ts';
import { uuidParam } from '../../shared/schemas/common.ts';
import { conflictError } from './resource-routes.ts';
import { commonErrors, jsonBody, jsonResponse, notFoundError } from './responses.ts';

/** `POST {path}/{id}/merge`: merges one of the caller's tags or places into another (same answers for both). */
export const mergeRoute = <Item extends z.ZodType>(path: string, tag: string, noun: string, item: Item) =>
  createRoute({
    method: 'post',
    path: `${path}/{id}/merge`,
    tags: [tag],
    summary: `Merge a ${noun} into another: every link moves to \`into_id\`, then this ${noun} is deleted`,
    request: { params: uuidParam, body: jsonBody(mergeSchema) },
    responses: {
      200: jsonResponse(item, `The ${noun} that remains, with its new count`),
      ...commonErrors,
      ...notFoundError,
      ...conflictError,
    },
  });
