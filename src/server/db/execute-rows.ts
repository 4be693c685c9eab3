import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/** Runs raw SQL and returns its rows: PGlite answers with `{ rows }`, postgres.js with the rows themselves. */
export async function executeRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as Row[] | { rows: Row[] };
  return Array.isArray(result) ? result : result.rows;
}
