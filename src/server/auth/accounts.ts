import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '../../shared/constants.ts';
import type { Database } from '../db/client.ts';
import { authAccounts, authUsers } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';

export type NewAuthUser = { email: string; name: string; password: string; role: Role };

/**
 * Creates a sign-in account (better-auth's user + credential account rows) inside the caller's
 * transaction, so that e.g. a client's account and its clients row are written together or not at all.
 * The password hash is better-auth's own, so `auth.api.signInEmail` verifies it.
 */
export async function createAuthUser(tx: Database, input: NewAuthUser): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  const now = new Date();
  await tx.insert(authUsers).values({
    id,
    email: input.email.toLowerCase(),
    name: input.name,
    role: input.role,
    emailVerified: true,
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(authAccounts).values({
    id: crypto.randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashPassword(input.password),
    createdAt: now,
    updatedAt: now,
  });
  return { id };
}

export async function isEmailRegistered(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(eq(authUsers.email, email.toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

const emailTakenMessage = 'Bu e-posta adresi zaten kayıtlı.';

/** The e-mail belongs to another account (client or admin): a 409 that names the e-mail field. */
export const emailTaken = () =>
  new AppError('email_taken', emailTakenMessage, { fieldErrors: { email: emailTakenMessage } });
