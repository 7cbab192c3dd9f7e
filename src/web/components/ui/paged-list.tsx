import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ItemList } from './item-list.tsx';
import { LoadError } from './load-error.tsx';
import { LoadMore } from './load-more.tsx';
import { LoadingState } from './spinner.tsx';

/**
 * A cursor-paged list in each of its states: loading, an error with a retry, empty, and the items
 * followed by Load more (which also pages in as the reader scrolls near the end).
 */
interface ListStates<T> {
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[] }, unknown>>;
  /** A label for the standard spinner, or a loading state of the list's own. */
  loading: string | ReactNode;
  errorTitle: string;
  empty: ReactNode;
}

export function PagedList<T>({
  query,
  loading,
  errorTitle,
  empty,
  className,
  children,
}: ListStates<T> & {
  /** Wraps the items and Load more together (a scrolling box, say). */
  className?: string;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return typeof loading === 'string' ? <LoadingState label={loading} /> : loading;
  if (query.isError)
    return <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return empty;
  const body = (
    <>
      {children(items)}
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoad={() => void query.fetchNextPage()}
      />
    </>
  );
  return className ? <div className={className}>{body}</div> : body;
}

/** A PagedList of cards in a grid (`className`), one list item each, every card filling its cell's height. */
export function PagedGrid<T extends { id: string }>({
  label,
  className,
  children,
  ...states
}: ListStates<T> & {
  /** The grid's accessible name, where the page has more than one list. */
  label?: string;
  className: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <PagedList {...states}>
      {(items) => (
        <ItemList items={items} label={label} className={className} itemClassName="flex">
          {children}
        </ItemList>
      )}
    </PagedList>
  );
}
