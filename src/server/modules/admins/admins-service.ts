import { asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AdminAccount, CreateAdmin, DeleteAdminResult } from '../../../shared/schemas/admins.ts';
import { createAuthUser, isEmailRegistered } from '../../auth/accounts.ts';
import { assertNewPasswordAllowed } from '../../auth/password-policy.ts';
import type { Database } from '../../db/client.ts';
import { adminUsers, authUsers } from '../../db/schema/index.ts';
import { AppError, isUniqueViolation, notFound } from '../../errors.ts';
import { announceSessionsEnded } from '../../realtime/session-events.ts';
import { containsPattern } from '../clients/clients-options-service.ts';

export const adminsErrorMessages = {
  /** Spec 2 §5/§8, for an e-mail any account (admin or client) already uses. */
  emailTaken: 'Bu e-posta adresi zaten kullanımda',
  notFound: 'Yönetici bulunamadı.',
  lastAdmin: 'Son yönetici silinemez. Önce başka bir yönetici ekleyin.',
} as const;

const adminColumns = {
  id: adminUsers.id,
  name: adminUsers.name,
  surname: adminUsers.surname,
  email: adminUsers.email,
  createdAt: adminUsers.createdAt,
  hasTwoFactor: authUsers.twoFactorEnabled,
};

type AdminRow = { id: string; name: string; surname: string; email: string; createdAt: Date; hasTwoFactor: boolean };

const toAdminAccount = (row: AdminRow, selfId: string): AdminAccount => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  isSelf: row.id === selfId,
});

/** The admins, newest first (spec 2 §7), optionally those whose name, surname or e-mail has `search`. */
export async function listAdmins(db: Database, params: { search: string; selfId: string }): Promise<AdminAccount[]> {
  const search = params.search.trim();
  const pattern = containsPattern(search);
  const rows = await db
    .select(adminColumns)
    .from(adminUsers)
    .innerJoin(authUsers, eq(authUsers.id, adminUsers.id))
    .where(
      search
        ? or(
            ilike(adminUsers.name, pattern),
            ilike(adminUsers.surname, pattern),
            ilike(adminUsers.email, pattern),
            ilike(sql`${adminUsers.name} || ' ' || ${adminUsers.surname}`, pattern),
          )
        : undefined,
    )
    .orderBy(desc(adminUsers.createdAt), asc(adminUsers.email));
  return rows.map((row) => toAdminAccount(row, params.selfId));
}

const emailTaken = () =>
  new AppError('email_taken', adminsErrorMessages.emailTaken, {
    fieldErrors: { email: adminsErrorMessages.emailTaken },
  });

/**
 * Registers a new admin (spec 2 §6: role admin, name and surname kept): the sign-in account and the
 * admin_users row in one transaction. An e-mail already used by any account is refused by a lookup
 * (and by the unique index, should two requests race), never by trying to sign in with it.
 */
export async function createAdmin(db: Database, input: CreateAdmin & { selfId: string }): Promise<AdminAccount> {
  assertNewPasswordAllowed(input.password, 'admin');
  if (await isEmailRegistered(db, input.email)) throw emailTaken();
  try {
    const row = await db.transaction(async (tx) => {
      const { id } = await createAuthUser(tx, {
        email: input.email,
        name: `${input.name} ${input.surname}`,
        password: input.password,
        role: 'admin',
      });
      const [created] = await tx
        .insert(adminUsers)
        .values({ id, email: input.email, name: input.name, surname: input.surname })
        .returning();
      return { ...created!, hasTwoFactor: false };
    });
    return toAdminAccount(row, input.selfId);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * Deletes an admin's sign-in account (its admin_users row, sessions, two-factor secret and coach
 * conversation go with it, so the deleted admin is signed out at once on every device). The last admin
 * is kept: the rows are locked first, so two admins deleting each other at once cannot both succeed.
 */
export async function deleteAdmin(db: Database, params: { id: string; selfId: string }): Promise<DeleteAdminResult> {
  await db.transaction(async (tx) => {
    const admins = await tx.select({ id: adminUsers.id }).from(adminUsers).for('update');
    if (!admins.some((admin) => admin.id === params.id)) throw notFound(adminsErrorMessages.notFound);
    if (admins.length <= 1) throw new AppError('last_admin', adminsErrorMessages.lastAdmin);
    await tx.delete(authUsers).where(eq(authUsers.id, params.id));
    // Sent on commit: the deleted admin's open live streams close on every process.
    await announceSessionsEnded(tx, params.id);
  });
  return { signedOut: params.id === params.selfId };
}
