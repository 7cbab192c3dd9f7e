import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { isMissing } from '../../lib/is-missing.ts';
import { LoadError } from './load-error.tsx';
import { LoadingState } from './spinner.tsx';

/**
 * A record's page until it has the record: loading, its not-found state, or the error with a retry;
 * then `children` with the data.
 */
export function RecordState<T>({
  query,
  loading,
  notFound,
  errorTitle,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  notFound: ReactNode;
  errorTitle: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.isError) {
    if (isMissing(query.error)) return notFound;
    return <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}

/** How one kind of record is fetched by id, and what its pages say while it is loading, missing or failed. */
export interface RecordKind<T, K extends QueryKey = QueryKey> {
  query: (id: string) => UseQueryOptions<T, Error, T, K>;
  loading: string;
  notFound: ReactNode;
  errorTitle: string;
}

/** The record the route's `:id` names, through RecordState; `errorTitle` overrides the kind's where a page words it its own way. */
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
    <RecordState query={query} loading={of.loading} notFound={of.notFound} errorTitle={errorTitle}>
      {children}
    </RecordState>
  );
}

/** A RecordKind with its types taken from its query. */
export function recordKind<T, K extends QueryKey>(kind: RecordKind<T, K>): RecordKind<T, K> {
  return kind;
}
