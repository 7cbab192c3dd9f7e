import type { MiddlewareHandler } from 'hono';

/**
 * Runs `middleware` on every request except those whose path is one of `paths` (`:name` matches
 * one segment). hono/combine's `except` does this through its `some` and `every` combinators,
 * which compose a new middleware chain for every request: three of them before each route were a
 * measurable share of a small read's CPU (docs/decisions/040-per-request-cpu.md).
 */
export function exceptPaths(paths: string[], middleware: MiddlewareHandler): MiddlewareHandler {
  const pattern = new RegExp(
    `^(?:${paths.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')).join('|')})$`,
  );
  return (c, next) => (pattern.test(c.req.path) ? next() : middleware(c, next));
}
