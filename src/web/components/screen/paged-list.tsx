import { type ReactNode, useEffect } from 'react';
import type { Page } from '../../../shared/paging.ts';
import { Pagination } from '../ui/pagination.tsx';
import { type QueryLike, QueryState } from './query-state.tsx';

type PagedListProps<T> = {
  query: QueryLike<Page<T>> & { isFetching: boolean };
  errorText: string;
  /** A 'Tekrar dene' button under the error (see QueryState). */
  retryText?: string;
  /** A failed refetch keeps the last page on screen, with the error above it. */
  keepDataOnError?: boolean;
  /** The list's accessible name, when the page has several lists. */
  listLabel?: string;
  /** What the list shows with no rows at all (an EmptyState with the spec's text). */
  empty: ReactNode;
  /** What the pages hold, for screen readers, e.g. 'Hedef listesi sayfaları'. */
  pageLabel: string;
  onPageChange: (page: number) => void;
  listClassName: string;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
};

/** One page of a server-paged list (`{ items, total, page, pageSize }`) with its states and paging. */
export function PagedList<T>({
  query,
  errorText,
  retryText,
  keepDataOnError,
  listLabel,
  empty,
  pageLabel,
  onPageChange,
  listClassName,
  getKey,
  renderItem,
}: PagedListProps<T>) {
  return (
    <QueryState
      query={query}
      errorText={errorText}
      retryText={retryText}
      keepDataOnError={keepDataOnError}
      isEmpty={(data) => data.total === 0}
      empty={empty}
    >
      {(data) => (
        <>
          <ul aria-label={listLabel} aria-busy={query.isFetching || undefined} className={listClassName}>
            {data.items.map((item) => (
              <li key={getKey(item)}>{renderItem(item)}</li>
            ))}
          </ul>
          <Pagination
            page={data.page}
            total={data.total}
            pageSize={data.pageSize}
            onPageChange={onPageChange}
            label={pageLabel}
            isBusy={query.isFetching}
          />
        </>
      )}
    </QueryState>
  );
}

/** After deleting the last row of the last page, step back to the page before it. */
export function useStepBackFromEmptyPage(data: Page<unknown> | undefined, setPage: (page: number) => void) {
  useEffect(() => {
    if (data && data.items.length === 0 && data.page > 1) setPage(data.page - 1);
  }, [data, setPage]);
}
