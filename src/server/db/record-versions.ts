import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { recordVersionMessages, UNSAVED_VERSION } from '../../shared/record-versions.ts';
import { conflict, notFound } from '../errors.ts';
import type { Database } from './client.ts';

// Saves at the version the form read (issue #39, ADR 0053). Every edited table has a `version` column
// that the database itself moves on by one with every change of the row (the bump_version trigger of
// migration 0021), whatever code path wrote it; a save names the version its form was filled from and
// writes only while the row is still at it. Two ways to say so, one answer:
//
//   updateAtVersion  one conditional `UPDATE … WHERE id = $1 AND version = $2 RETURNING …`
//   lockAtVersion    in a transaction that does more before it writes (images, other tables): the row
//                    locked `FOR UPDATE` and its version compared, before anything else is touched
//
// A row that is not there is a 404 with the module's text; one at another version is 409
// `stale_version` with the one text of recordVersionMessages.stale, and nothing is written.

/** A table whose rows an edit form saves: a text or uuid `id` and the `version` the trigger keeps. */
export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/** Which row a save is for, and the version its form read it at. */
export type RowAtVersion = { id: string; version: number };

export const staleVersion = () => conflict(recordVersionMessages.stale, 'stale_version');

/** `id = $1 AND version = $2`: the condition of a save at the version the form read. */
const isAtVersion = (table: VersionedTable, target: RowAtVersion): SQL =>
  and(eq(table.id, target.id), eq(table.version, target.version)) as SQL;

/**
 * Writes `values` to the row only if it is still at `target.version` and answers the written row; the
 * trigger has moved its version on. 404 (`notFoundMessage`) without such a row, 409 `stale_version`
 * when the row has changed since the form read it.
 */
export async function updateAtVersion<TTable extends VersionedTable>(
  db: Database,
  table: TTable,
  target: RowAtVersion,
  values: PgUpdateSetSource<TTable>,
  notFoundMessage: string,
): Promise<TTable['$inferSelect']> {
  // Drizzle cannot type `returning()` of a generic table; the signature keeps the callers typed.
  const [row] = await db
    .update(table as VersionedTable)
    .set(values as PgUpdateSetSource<VersionedTable>)
    .where(isAtVersion(table, target))
    .returning();
  if (row) return row as TTable['$inferSelect'];
  const [existing] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.id, target.id));
  throw existing ? staleVersion() : notFound(notFoundMessage);
}

/**
 * Inside a transaction: locks the row (`SELECT … FOR UPDATE`, so no other save can come between) and
 * answers it if it is at `target.version`; 404 without such a row, 409 `stale_version` when it has
 * changed since the form read it. The caller then writes the row by its id alone.
 */
export async function lockAtVersion<TTable extends VersionedTable>(
  tx: Database,
  table: TTable,
  target: RowAtVersion,
  notFoundMessage: string,
): Promise<TTable['$inferSelect']> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, target.id))
    .for('update');
  if (!row) throw notFound(notFoundMessage);
  assertAtVersion(row as { version: number }, target.version);
  return row as TTable['$inferSelect'];
}

/**
 * A one-row record (a settings screen) read, locked, by the caller: its version must be the form's.
 * A row that does not exist yet is at UNSAVED_VERSION (0), the version its screen read.
 */
export function assertAtVersion(row: { version: number } | undefined, version: number): void {
  if ((row?.version ?? UNSAVED_VERSION) !== version) throw staleVersion();
}
