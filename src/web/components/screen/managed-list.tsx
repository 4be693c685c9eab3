import type { ReactNode } from 'react';
import { type QueryLike, QueryState } from './query-state.tsx';

/** Where a row stands in its list: the first cannot move up, the last cannot move down. */
export type RowPosition = { index: number; isFirst: boolean; isLast: boolean };

type ManagedListProps<TData, TRow> = {
  query: QueryLike<TData>;
  /** The rows in the answer. */
  rowsOf: (data: TData) => TRow[];
  errorText: string;
  retryText?: string;
  /** Shown when there are no rows. */
  empty: ReactNode;
  /** The list's accessible name. */
  label: string;
  /** `ol` where the order is the user's to set, `ul` otherwise. */
  as?: 'ol' | 'ul';
  className?: string;
  itemClassName?: string;
  getKey?: (row: TRow) => string;
  renderItem: (row: TRow, position: RowPosition) => ReactNode;
};

/** A whole unpaged list of an admin screen: QueryState's ladder, then the rows as a named list. */
export function ManagedList<TData, TRow extends { id: string }>({
  query,
  rowsOf,
  errorText,
  retryText,
  empty,
  label,
  as: List = 'ul',
  className,
  itemClassName,
  getKey = (row) => row.id,
  renderItem,
}: ManagedListProps<TData, TRow>) {
  return (
    <QueryState
      query={query}
      errorText={errorText}
      retryText={retryText}
      isEmpty={(data) => rowsOf(data).length === 0}
      empty={empty}
    >
      {(data) => {
        const rows = rowsOf(data);
        return (
          <List aria-label={label} className={className}>
            {rows.map((row, index) => (
              <li key={getKey(row)} className={itemClassName}>
                {renderItem(row, { index, isFirst: index === 0, isLast: index === rows.length - 1 })}
              </li>
            ))}
          </List>
        );
      }}
    </QueryState>
  );
}
