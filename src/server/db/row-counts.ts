import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { tableRowCounts } from './schema/index.ts';

/** Tables whose exact row count triggers keep in table_row_counts (migrations 0012_scale_indexes, 0014_orders_search). */
export type CountedTable = 'notifications' | 'client_goals' | 'orders';

/** The exact number of rows of a counted table: one row read, whatever the table's size (issue #17). */
export async function readRowCount(db: Database, table: CountedTable): Promise<number> {
  const [row] = await db
    .select({ rowCount: tableRowCounts.rowCount })
    .from(tableRowCounts)
    .where(eq(tableRowCounts.tableName, table));
  if (!row) throw new Error(`table_row_counts has no row for ${table}`);
  return row.rowCount;
}
