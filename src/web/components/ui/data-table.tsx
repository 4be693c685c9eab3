import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { TableFrame, tableHeadClass, tdClass, thClass, trClass } from './table-frame.tsx';

/** One column of a DataTable: its header and what each row shows in it. */
export type Column<T> = {
  header: string;
  cell: (row: T, index: number) => ReactNode;
  /** The cell that names the row (a `th scope="row"`, read out before the row's other cells). */
  isRowHeader?: boolean;
  /** Classes added to the column's cells (alignment, `whitespace-nowrap`, a font). */
  className?: string;
  /** Classes added to the column's header. */
  headerClassName?: string;
};

/**
 * An admin list as a table, drawn from its columns: the scrolling TableFrame, a header row, a row per
 * item. Every admin table has this shape; a screen says only what its columns are.
 */
export function DataTable<T>({
  label,
  caption,
  columns,
  rows,
  getKey,
  rowClassName,
  isCurrentRow,
}: {
  /** The frame's accessible name. */
  label: string;
  /** The table's own accessible name, where it has one. */
  caption?: string;
  columns: Column<T>[];
  rows: T[];
  getKey: (row: T) => string;
  rowClassName?: (row: T) => string | undefined;
  /** The row the screen is working on (the one in the edit form): `aria-current`. */
  isCurrentRow?: (row: T) => boolean;
}) {
  return (
    <TableFrame label={label}>
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead className={tableHeadClass}>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={cn(thClass, column.headerClassName)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr
            key={getKey(row)}
            className={cn(trClass, rowClassName?.(row))}
            aria-current={isCurrentRow?.(row) ? 'true' : undefined}
          >
            {columns.map((column) =>
              column.isRowHeader ? (
                <th key={column.header} scope="row" className={cn(tdClass, 'text-left', column.className)}>
                  {column.cell(row, index)}
                </th>
              ) : (
                <td key={column.header} className={cn(tdClass, column.className)}>
                  {column.cell(row, index)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
