import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { commonErrors } from './responses.ts';

type Method = RouteConfig['method'];
/** What a route declares besides its method, path, tag and summary. */
type RouteSpec = Omit<RouteConfig, 'method' | 'path' | 'tags' | 'summary'>;

/**
 * Declares the signed-in routes of one OpenAPI tag: `api.get(path, summary, { request, responses })`.
 * Every declaration used to repeat its method, tags and the errors any signed-in route can give
 * (400, 401, 413); here a route names only what is its own. A route's own answer for one of those
 * statuses (a 413 that says the limit) replaces the common one.
 */
export function apiRoutes(tag: string) {
  const tags = [tag];
  const declare =
    <M extends Method>(method: M) =>
    <P extends string, S extends RouteSpec>(path: P, summary: string, spec: S) =>
      createRoute({
        method,
        path,
        tags,
        summary,
        ...spec,
        responses: { ...commonErrors, ...spec.responses },
      });
  return {
    get: declare('get'),
    post: declare('post'),
    put: declare('put'),
    patch: declare('patch'),
    delete: declare('delete'),
  };
}
