import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isMissing } from '../../lib/is-missing.ts';
import { LoadError } from './load-error.tsx';

/**
 * What a query shows until it has its data: `loading`, then on failure its error with a retry (or
 * `notFound`, when given, for a record that does not exist); then `children` with the data.
 */
export function QueryState<T>({
  query,
  loading,
  errorTitle,
  notFound,
  children,
}: {
  query: UseQueryResult<T>;
  loading: ReactNode;
  errorTitle: string;
  notFound?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError) {
    if (notFound !== undefined && isMissing(query.error)) return notFound;
    return <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
