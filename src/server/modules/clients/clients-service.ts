import { and, count, desc, eq, like, ne, sql } from 'drizzle-orm';
import { todayInIstanbul } from '../../../shared/dates.ts';
import type {
  Client,
  ClientListResponse,
  CreateClientValues,
  UpdateClientValues,
} from '../../../shared/schemas/clients.ts';
import { foldForSearch } from '../../../shared/text.ts';
import { createAuthUser, emailTaken, isEmailRegistered } from '../../auth/accounts.ts';
import { assertNewPasswordAllowed } from '../../auth/password-policy.ts';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { lockAtVersion } from '../../db/record-versions.ts';
import { authUsers, clients, messagePhotos } from '../../db/schema/index.ts';
import { removeClientDiaryPhotos } from '../diary/diary-photos-service.ts';
import { AppError, isUniqueViolation, notFound } from '../../errors.ts';
import { announceSessionsEnded } from '../../realtime/session-events.ts';
import { withImageChanges } from '../../storage/image-changes.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';
import { containsPattern } from './clients-options-service.ts';

export const clientsErrorMessages = {
  notFound: 'Danışan bulunamadı.',
} as const;

/** A client's profile as every screen shows it (the report leaves out createdAt). */
export const clientProfileColumns = {
  id: clients.id,
  name: clients.name,
  email: clients.email,
  phone: clients.phone,
  gender: clients.gender,
  age: clients.age,
  startDate: clients.startDate,
};

export const clientColumns = {
  ...clientProfileColumns,
  hideNumbers: clients.hideNumbers,
  createdAt: clients.createdAt,
  version: clients.version,
};

type ClientRow = Omit<Client, 'createdAt'> & { createdAt: Date };
const toClient = (row: ClientRow): Client => ({ ...row, createdAt: row.createdAt.toISOString() });

const searchTextOf = (input: { name: string; email: string }) => foldForSearch(`${input.name} ${input.email}`);

/**
 * One page of the client list, newest first, searched by name or e-mail (Turkish-aware: both sides
 * are folded the same way, see shared/text.ts). Offset paging over the created_at index; the total
 * lets the list say how many pages there are.
 */
export async function listClients(
  db: Database,
  params: { search: string; page: number; limit: number },
): Promise<ClientListResponse> {
  const needle = foldForSearch(params.search);
  const page = { limit: params.limit, offset: (params.page - 1) * params.limit };
  let rows: ClientRow[];
  let total: number;
  if (needle) {
    // A search scans the (folded) text anyway: the page and the number of matches come from that one
    // scan (count over the whole result, before LIMIT).
    const matches = await selectClientsMatching(db).execute({ ...page, pattern: containsPattern(needle) });
    rows = matches;
    total = matches[0]?.total ?? (page.offset > 0 ? await countClients(db, needle) : 0);
  } else {
    // Without a search the page is read in created_at index order; the total is a plain count.
    rows = await selectClientsPage(db).execute(page);
    total = await countClients(db, '');
  }
  return {
    items: rows.map(({ id, name, email, phone, gender, age, startDate, hideNumbers, createdAt, version }) =>
      toClient({ id, name, email, phone, gender, age, startDate, hideNumbers, createdAt, version }),
    ),
    total,
    page: params.page,
    pageSize: params.limit,
  };
}

// "NULLS LAST" as in the index (clients_created_id_idx is created_at DESC NULLS LAST, id DESC); a plain DESC
// means NULLS FIRST, which that index cannot serve, and the planner would sort the whole table.
const newestFirst = [sql`${clients.createdAt} desc nulls last`, desc(clients.id)];

// The list is the dietitian's most used read: both pages are prepared (db/prepared.ts).
const selectClientsMatching = preparedPerDatabase((db) =>
  db
    .select({ ...clientColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(clients)
    .where(like(clients.searchText, sql.placeholder('pattern')))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('client_list_search'),
);

const selectClientsPage = preparedPerDatabase((db) =>
  db
    .select(clientColumns)
    .from(clients)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('client_list_page'),
);

async function countClients(db: Database, needle: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(clients)
    .where(needle ? like(clients.searchText, containsPattern(needle)) : undefined);
  return row?.total ?? 0;
}

/**
 * The add wizard's account step, judged before the last step: the password against the common list
 * and the e-mail against every account, with the same answers creating the client gives (each under
 * its field). Writes nothing; createClient checks both again.
 */
export async function checkNewClientAccount(db: Database, input: { email: string; password: string }): Promise<void> {
  assertNewPasswordAllowed(input.password, 'client', 'password');
  if (await isEmailRegistered(db, input.email)) throw emailTaken();
}

/**
 * Creates the client's sign-in account (role client) and the clients row in one transaction, so the
 * new client can sign in at once and a failure leaves nothing behind. The e-mail is checked against
 * the accounts themselves (never by trying to sign in); the unique index catches a race.
 */
export async function createClient(db: Database, input: CreateClientValues): Promise<Client> {
  assertNewPasswordAllowed(input.password, 'client', 'password');
  if (await isEmailRegistered(db, input.email)) throw emailTaken();
  try {
    const row = await db.transaction(async (tx) => {
      const { id } = await createAuthUser(tx, {
        email: input.email,
        name: input.name,
        password: input.password,
        role: 'client',
      });
      const [created] = await tx
        .insert(clients)
        .values({
          id,
          name: input.name,
          email: input.email,
          phone: input.phone,
          gender: input.gender,
          age: input.age,
          startDate: todayInIstanbul(),
          searchText: searchTextOf(input),
        })
        .returning(clientColumns);
      return created!;
    });
    return toClient(row);
  } catch (error) {
    throw mapUniqueViolation(error);
  }
}

/**
 * Updates the client and, in the same transaction, the sign-in account's e-mail and name, if the client
 * is still at the version the edit form read (409 stale_version otherwise, nothing written).
 */
export async function updateClient(
  db: Database,
  params: { id: string; version: number; input: UpdateClientValues },
): Promise<Client> {
  const { id, input } = params;
  try {
    const row = await db.transaction(async (tx) => {
      await lockAtVersion(tx, clients, { id, version: params.version }, clientsErrorMessages.notFound);
      const [taken] = await tx
        .select({ id: authUsers.id })
        .from(authUsers)
        .where(and(eq(authUsers.email, input.email), ne(authUsers.id, id)))
        .limit(1);
      if (taken) throw emailTaken();
      await tx
        .update(authUsers)
        .set({ email: input.email, name: input.name, updatedAt: new Date() })
        .where(eq(authUsers.id, id));
      const [updated] = await tx
        .update(clients)
        .set({
          name: input.name,
          email: input.email,
          phone: input.phone,
          gender: input.gender,
          age: input.age,
          ...(input.hideNumbers === undefined ? {} : { hideNumbers: input.hideNumbers }),
          searchText: searchTextOf(input),
        })
        .where(eq(clients.id, id))
        .returning(clientColumns);
      return updated!;
    });
    return toClient(row);
  } catch (error) {
    throw mapUniqueViolation(error);
  }
}

/**
 * Deletes the client's sign-in account; the foreign keys remove the clients row, sessions and every
 * clinical row with it, and set the client of sent notifications to null (they stay in the admin
 * list as 'Silinmiş Danışan'). Only a client's account can be removed here, never an admin's. The
 * photos of the client's messages and diary entries go too: their image rows now, their files once committed.
 */
export async function deleteClient(
  deps: { db: Database; storage: StorageDriver },
  params: { id: string },
): Promise<void> {
  await withImageChanges(deps, async (tx, images) => {
    const [existing] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, params.id)).for('update');
    if (!existing) throw notFound(clientsErrorMessages.notFound);
    const photos = await tx
      .delete(messagePhotos)
      .where(eq(messagePhotos.clientId, params.id))
      .returning({ imageKey: messagePhotos.imageKey });
    for (const photo of photos) await images.remove(photo.imageKey);
    await removeClientDiaryPhotos(tx, images, params.id);
    await tx.delete(authUsers).where(and(eq(authUsers.id, params.id), eq(authUsers.role, 'client')));
    // Sent on commit: the deleted account's open live streams close on every process.
    await announceSessionsEnded(tx, params.id);
  });
}

/** One client as the list shows it: what the edit form reads again after a stale save (ADR 0053). */
export async function getClient(db: Database, params: { id: string }): Promise<Client> {
  const [row] = await db.select(clientColumns).from(clients).where(eq(clients.id, params.id)).limit(1);
  if (!row) throw notFound(clientsErrorMessages.notFound);
  return toClient(row);
}

function mapUniqueViolation(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (isUniqueViolation(error)) return emailTaken();
  return error;
}
