import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
