import type { z } from 'zod';
import { mergeSchema } from '../../shared/schemas/catalog.ts';
import { uuidParam } from '../../shared/schemas/common.ts';
import { apiRoutes } from './api-route.ts';
import { conflictError, jsonBody, jsonResponse, notFoundError } from './responses.ts';

/** `POST {path}/{id}/merge`: merges one of the caller's tags or places into another (same answers for both). */
export const mergeRoute = <Item extends z.ZodType>(path: string, tag: string, noun: string, item: Item) =>
  apiRoutes(tag).post(
    `${path}/{id}/merge`,
    `Merge a ${noun} into another: every link moves to \`into_id\`, then this ${noun} is deleted`,
    {
      request: { params: uuidParam, body: jsonBody(mergeSchema) },
      responses: {
        200: jsonResponse(item, `The ${noun} that remains, with its new count`),
        ...notFoundError,
        ...conflictError,
      },
    },
  );
