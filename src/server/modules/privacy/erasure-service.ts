import { type Column, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ClientErasure } from '../../../shared/schemas/clients.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, clients } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { announceSessionsEnded } from '../../realtime/session-events.ts';
import { type ImageChanges, withImageChanges } from '../../storage/image-changes.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';
import { clientDataTables, clientTracesOutsideDownload } from './client-data.ts';

export const erasureErrorMessages = {
  clientMissing: 'Danışan bulunamadı.',
  nameMismatch: 'Yazdığınız ad danışanın adı ve soyadıyla aynı değil. Silme yapılmadı.',
} as const;

/** What an audit row's recorded values become once the client they were about is erased. */
const ERASED_VALUES_MARKER = { kvkkErased: true };

type Person = { id: string; email: string };
type Entry = (typeof clientDataTables)[number] | (typeof clientTracesOutsideDownload)[number];

/** The same name, whatever its spacing and case (Turkish case: İ/i, I/ı). */
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLocaleLowerCase('tr-TR') === b.trim().replace(/\s+/g, ' ').toLocaleLowerCase('tr-TR');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A column's text mentions the client: their id anywhere, or their e-mail address as a whole address
 * (not inside a longer one: erasing a@b.com must leave xa@b.com's mails alone).
 */
function mentions(columns: readonly Column[], person: Person): SQL {
  const address = `(?<![a-z0-9._%+-])${escapeRegExp(person.email)}(?![a-z0-9-]|\\.[a-z0-9])`;
  return or(
    ...columns.flatMap((column) => [
      sql`position(${person.id} in lower(${column}::text)) > 0`,
      sql`lower(${column}::text) ~ ${address}`,
    ]),
  ) as SQL;
}

/** Which rows of an entry are the client's, as a condition; null when there can be none. */
async function ownedWhere(tx: Database, entry: Entry, person: Person): Promise<SQL | null> {
  const { owner } = entry;
  if (owner.by === 'client') return eq(owner.column, person.id);
  if (owner.by === 'email') return sql`lower(${owner.column}) = ${person.email}`;
  if (owner.by === 'mention') return mentions(owner.columns, person);
  // Tied through an earlier section: that section's keys, read while its rows are still there.
  const source = clientDataTables.find((candidate) => candidate.section === owner.section);
  const keyColumn = source ? (getTableColumns(source.table)[owner.key] as PgColumn | undefined) : undefined;
  if (!source || !keyColumn) throw new Error(`registry: no section ${owner.section}.${owner.key}`);
  const sourceWhere = await ownedWhere(tx, source, person);
  if (!sourceWhere) return null;
  const rows = await tx.select({ key: keyColumn }).from(source.table).where(sourceWhere);
  const keys = [...new Set(rows.map((row) => row.key))];
  return keys.length > 0 ? inArray(owner.column, keys) : null;
}

/** The property name of `column` in its table (what `update … set` takes). */
function keyOf(table: PgTable, column: Column): string {
  const found = Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column);
  if (!found) throw new Error(`registry: column ${column.name} is not of its table`);
  return found[0];
}

/** Applies an entry's erasure rule to the client's rows; answers how many rows it touched. */
async function eraseEntry(tx: Database, images: ImageChanges, entry: Entry, person: Person): Promise<number> {
  const { erasure, table } = entry;
  if (erasure.action === 'keep') return 0;
  const where = await ownedWhere(tx, entry, person);
  if (!where) return 0;
  const counted = { one: sql<number>`1` };
  if (erasure.action === 'delete') {
    if (!erasure.storedImageKey) return (await tx.delete(table).where(where).returning(counted)).length;
    const rows = await tx.delete(table).where(where).returning({ key: erasure.storedImageKey });
    // The image rows now, their files once the transaction has committed (withImageChanges).
    for (const row of rows) await images.remove(row.key as string);
    return rows.length;
  }
  if (erasure.action === 'anonymise') {
    // An update silently skips an unknown key: a misspelt column would leave the value in place.
    const unknown = Object.keys(erasure.values).filter((key) => !(key in getTableColumns(table)));
    if (unknown.length > 0) throw new Error(`registry: no column ${unknown.join(', ')} to anonymise`);
    return (await tx.update(table).set(erasure.values).where(where).returning(counted)).length;
  }
  const marker = JSON.stringify(ERASED_VALUES_MARKER);
  const scrubbed = Object.fromEntries(
    erasure.columns.map((column) => [
      keyOf(table, column),
      sql`case when ${column} is null then null else ${marker}::jsonb end`,
    ]),
  );
  return (await tx.update(table).set(scrubbed).where(where).returning(counted)).length;
}

/**
 * The KVKK erasure of a client (issue #43, ADR 0077), in one transaction, by the registry
 * (client-data.ts): every section of the client's data is deleted or anonymised by its rule, newest
 * section first (a row goes before what it is tied to), then the traces outside the download (uploads,
 * sign-in verifications, counters, mail copies, the account with its sessions, and the audit trail's
 * recorded values). Orders stay for the tax law, anonymised. The audit trail gets one row saying that
 * the erasure happened, by whom, and how many rows per section — nothing of the erased data. Photo
 * files leave storage after the commit; the client's live streams close on every process.
 */
export async function eraseClient(
  db: Database,
  storage: StorageDriver,
  params: { clientId: string; actorId: string; confirmationName: string },
): Promise<ClientErasure> {
  return withImageChanges({ db, storage }, async (tx, images) => {
    const [client] = await tx
      .select({ id: clients.id, name: clients.name, email: clients.email })
      .from(clients)
      .where(eq(clients.id, params.clientId))
      .for('update');
    if (!client) throw notFound(erasureErrorMessages.clientMissing);
    if (!sameName(client.name, params.confirmationName)) {
      const message = erasureErrorMessages.nameMismatch;
      throw new AppError('validation', message, { fieldErrors: { confirmationName: message } });
    }
    const person = { id: client.id, email: client.email.toLowerCase() };
    const erased: Record<string, number> = {};
    for (const entry of [...clientDataTables].reverse()) {
      if (entry.erasure.action !== 'keep') erased[entry.section] = await eraseEntry(tx, images, entry, person);
    }
    for (const trace of clientTracesOutsideDownload)
      erased[trace.section] = await eraseEntry(tx, images, trace, person);
    // Sent on commit: the erased account's open live streams close on every process.
    await announceSessionsEnded(tx, person.id);
    await tx.insert(auditLog).values({
      actorId: params.actorId,
      actorRole: 'admin',
      action: 'erase',
      entity: 'clients',
      entityId: person.id,
      clientId: person.id,
      after: { erased },
    });
    return { erased };
  });
}
