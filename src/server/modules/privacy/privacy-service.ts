import { asc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ClientDataExport, ClientDataRow } from '../../../shared/schemas/privacy.ts';
import { hitRateLimit, type RateLimitRule } from '../../auth/rate-limit.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { clientDataTables } from './client-data.ts';

export const privacyErrorMessages = {
  clientMissing: 'Danışan kaydı bulunamadı.',
  tooManyExports: 'Verilerinizi kısa sürede çok kez indirdiniz. Lütfen bir saat sonra tekrar deneyin.',
  tooManyAdminExports: 'Bu danışanın verilerini kısa sürede çok kez indirdiniz. Lütfen bir saat sonra tekrar deneyin.',
} as const;

// The download reads every table of the client: a few a day are plenty, a loop on a stolen session is not.
const DATA_EXPORT_LIMIT: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };

/** Everything of `table` but the omitted columns. */
function selectionOf(table: PgTable, omittedColumns: readonly string[] = []): Record<string, PgColumn> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([key]) => !omittedColumns.includes(key)),
  ) as Record<string, PgColumn>;
}

/** The client's rows of `table`, oldest first where the table knows when a row was made. */
async function readOwnedRows(
  tx: Database,
  entry: (typeof clientDataTables)[number],
  where: SQL,
): Promise<ClientDataRow[]> {
  const columns = getTableColumns(entry.table);
  const query = tx.select(selectionOf(entry.table, entry.omittedColumns)).from(entry.table).where(where);
  const rows = columns.createdAt ? await query.orderBy(asc(columns.createdAt)) : await query;
  return rows as ClientDataRow[];
}

/** How a registry row is tied to this client, as a condition; null when it can have no rows. */
function ownedWhere(
  entry: (typeof clientDataTables)[number],
  client: { id: string; email: string },
  sections: Record<string, ClientDataRow[]>,
): SQL | null {
  const { owner } = entry;
  if (owner.by === 'client') return eq(owner.column, client.id);
  if (owner.by === 'email') return sql`lower(${owner.column}) = ${client.email.toLowerCase()}`;
  const keys = [...new Set((sections[owner.section] ?? []).map((row) => row[owner.key]))];
  return keys.length > 0 ? inArray(owner.column, keys) : null;
}

/**
 * All the data the practice holds about the client, by the registry (client-data.ts), read in one
 * read-only transaction of its own: one consistent picture, and the process's other reads do not wait
 * behind it on the shared connection (ADR 0040). Each download is in the audit trail.
 */
export async function exportClientData(
  db: Database,
  params: { clientId: string; requestedBy: { id: string; role: 'admin' | 'client' } },
): Promise<ClientDataExport> {
  // Counted per reader: the dietitian answering an Article 11 request is not held up by the client's own downloads.
  const limit = await hitRateLimit(db, `data-export:${params.requestedBy.id}:${params.clientId}`, DATA_EXPORT_LIMIT);
  if (!limit.isAllowed) {
    const message =
      params.requestedBy.role === 'admin'
        ? privacyErrorMessages.tooManyAdminExports
        : privacyErrorMessages.tooManyExports;
    throw new AppError('too_many_attempts', message, {
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    });
  }
  const sections = await db.transaction(
    async (tx) => {
      const read: Record<string, ClientDataRow[]> = {};
      // The e-mail is filled in from the profile, read first: orders are tied by the current address.
      const client = { id: params.clientId, email: '' };
      for (const entry of clientDataTables) {
        const where = ownedWhere(entry, client, read);
        read[entry.section] = where ? await readOwnedRows(tx, entry, where) : [];
        if (entry.section === 'profile') {
          const profile = read.profile?.[0];
          if (!profile) throw notFound(privacyErrorMessages.clientMissing);
          client.email = String(profile.email);
        }
      }
      return read;
    },
    { accessMode: 'read only' },
  );
  const { profile, ...rest } = sections;
  return { exportedAt: new Date().toISOString(), profile: profile?.[0] ?? {}, ...rest };
}
