import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * A name in Turkish alphabetical order (ADR 0056), for ORDER BY and for an index on it: the sort key
 * of src/shared/text.ts (turkishSortKey), computed by denge_turkish_sort_key() of migration rules_of_issue_39 and
 * compared byte by byte, whatever the database's collation. Add the name itself and the id after it
 * when the order must be total (paging).
 */
export const turkishOrder = (name: SQLWrapper): SQL => sql`(denge_turkish_sort_key(${name}) collate "C")`;
