import type { paths } from './contract.gen.ts';

/** The query parameters an API path accepts on GET, as the contract defines them. */
export type QueryOf<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } }
  ? NonNullable<Q>
  : never;

/** The options of an infinite query over a cursor-paged list: pages until next_cursor is null. */
export const cursorPages = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: { next_cursor: string | null }) => last.next_cursor ?? undefined,
};

/** The JSON body an API path accepts for `method`, as the contract defines it. */
export type BodyOf<P extends keyof paths, M extends 'post' | 'put' | 'patch'> = paths[P] extends {
  [K in M]: { requestBody?: { content: { 'application/json': infer B } } };
}
  ? B
  : never;
