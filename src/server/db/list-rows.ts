import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { MoveDirection } from '../../shared/schemas/content-admin.ts';
import { notFound } from '../errors.ts';
import type { Database } from './client.ts';

// The commands every admin list has (issue #46): one-click Aktif/Pasif, up/down (spec 3 §4
// "Ordering"), delete. A row that is not there is a 404 with the module's text. Like
// record-versions.ts, the signatures keep the callers typed where Drizzle cannot type a generic table.

/** A list's table: a uuid `id`. */
type ListTable = PgTable & { id: PgColumn };
/** A list whose rows switch on and off. */
type SwitchableTable = ListTable & { isActive: PgColumn };
/** A list whose order is the user's: `order_number`. */
type OrderedTable = ListTable & { orderNumber: PgColumn };

/** Switches a row on or off (and writes `alsoSet`, e.g. `updatedAt`); answers the row. */
export async function setRowActive<TTable extends SwitchableTable>(
  db: Database,
  table: TTable,
  params: { id: string; isActive: boolean },
  notFoundMessage: string,
  alsoSet?: PgUpdateSetSource<TTable>,
): Promise<TTable['$inferSelect']> {
  const [row] = await db
    .update(table as SwitchableTable)
    .set({ ...alsoSet, isActive: params.isActive } as PgUpdateSetSource<SwitchableTable>)
    .where(eq(table.id, params.id))
    .returning();
  if (!row) throw notFound(notFoundMessage);
  return row as TTable['$inferSelect'];
}

/** Deletes a row and answers what it held (its picture's key, for one). */
export async function deleteRow<TTable extends ListTable>(
  db: Database,
  table: TTable,
  id: string,
  notFoundMessage: string,
): Promise<TTable['$inferSelect']> {
  const [row] = await db
    .delete(table as ListTable)
    .where(eq(table.id, id))
    .returning();
  if (!row) throw notFound(notFoundMessage);
  return row as TTable['$inferSelect'];
}

/** The row and its neighbour in the given (already ordered) list; null at the first or last position. */
export function findNeighbour<T extends { id: string }>(ordered: T[], id: string, direction: MoveDirection) {
  const index = ordered.findIndex((row) => row.id === id);
  if (index < 0) return null;
  const other = ordered[direction === 'up' ? index - 1 : index + 1];
  return other ? { row: ordered[index] as T, other } : null;
}

function moveInList<T extends { id: string }>(ordered: T[], id: string, direction: MoveDirection): T[] {
  const index = ordered.findIndex((row) => row.id === id);
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= ordered.length) return ordered;
  const next = [...ordered];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/**
 * Moves a row one place up or down, then numbers every row 0, 1, 2, … in the new order (services,
 * team): the rows are locked in `orderBy` order first, so two moves at once cannot interleave.
 */
export async function moveAndRenumber<TTable extends OrderedTable>(
  db: Database,
  table: TTable,
  params: { id: string; direction: MoveDirection },
  orderBy: SQL[],
  notFoundMessage: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: table.id })
      .from(table as PgTable)
      .orderBy(...orderBy)
      .for('update');
    const ids = rows.map((row) => ({ id: String(row.id) }));
    if (!ids.some((row) => row.id === params.id)) throw notFound(notFoundMessage);
    for (const [index, row] of moveInList(ids, params.id, params.direction).entries()) {
      await tx
        .update(table as OrderedTable)
        .set({ orderNumber: index } as PgUpdateSetSource<OrderedTable>)
        .where(eq(table.id, row.id));
    }
  });
}
