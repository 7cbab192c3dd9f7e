import type { z } from 'zod';
import { catalogQuery, type MergeInto } from '../../../shared/schemas/catalog.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { mergeRoute } from '../../http/merge-route.ts';
import { resourceRouter } from '../../http/resource-routes.ts';

type Resource<
  Item extends z.ZodType,
  List extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
> = typeof resourceRouter<Item, List, Create, Update, typeof catalogQuery>;

/**
 * A merging catalog's routes (tags, places): list narrowed by `q`, create, update, delete, and
 * `POST {path}/{id}/merge`.
 */
export const mergingCatalogRouter = <
  Item extends z.ZodType,
  List extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
>(
  schemas: Omit<Parameters<Resource<Item, List, Create, Update>>[0], 'query'>,
  service: Parameters<Resource<Item, List, Create, Update>>[1] & {
    merge(ctx: ServiceContext, id: string, into: MergeInto): Promise<z.input<Item>>;
  },
) =>
  resourceRouter({ ...schemas, query: catalogQuery }, service).openapi(
    mergeRoute(schemas.path, schemas.tag, schemas.noun, schemas.item),
    async (c) =>
      c.json(
        await c.var.transact((ctx) => service.merge(ctx, c.req.valid('param').id, c.req.valid('json'))),
        200,
      ),
  );
