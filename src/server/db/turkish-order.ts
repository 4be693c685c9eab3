import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * A name in Turkish alphabetical order (ADR 0056), for ORDER BY and for an index on it: the sort key
 * computed by denge_turkish_sort_key() of migration 0017 (each letter one ASCII character in the
 * alphabet's order) and compared byte by byte, whatever the database's collation. Add the id after it
 * when the order must be total (paging). Every list ordered by a name uses it (issue #39 item 18): the
 * clients, the bulk-mail recipients, foods, exercises, the stock list, orders by customer name and an
 * order's lines; tests/api/turkish-order.test.ts checks them.
 */
export const turkishOrder = (name: SQLWrapper): SQL => sql`(denge_turkish_sort_key(${name}) collate "C")`;
