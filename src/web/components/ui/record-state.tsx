import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { QueryState } from './query-state.tsx';
import { LoadingState } from './spinner.tsx';

/** How one kind of record is fetched by id, and what its pages say while it is loading, missing or failed. */
export interface RecordKind<T, K extends QueryKey = QueryKey> {
  query: (id: string) => UseQueryOptions<T, Error, T, K>;
  loading: string;
  notFound: ReactNode;
  errorTitle: string;
}

/** A RecordKind with its types taken from its query. */
export function recordKind<T, K extends QueryKey>(kind: RecordKind<T, K>): RecordKind<T, K> {
  return kind;
}

/**
 * A record's page until it has the record the route's `:id` names: loading, its not-found state, or
 * the error with a retry; then `children` with the record. `errorTitle` overrides the kind's where a
 * page words it its own way.
 */
export function RouteRecord<T, K extends QueryKey>({
  of,
  errorTitle = of.errorTitle,
  children,
}: {
  of: RecordKind<T, K>;
  errorTitle?: string;
  children: (data: T) => ReactNode;
}) {
  const { id = '' } = useParams();
  const query = useQuery(of.query(id));
  return (
    <QueryState
      query={query}
      loading={<LoadingState label={of.loading} />}
      notFound={of.notFound}
      errorTitle={errorTitle}
    >
      {children}
    </QueryState>
  );
}
