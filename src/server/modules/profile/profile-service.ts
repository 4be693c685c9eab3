import { isAPIError } from 'better-auth/api';
import { verifyPassword } from 'better-auth/crypto';
import { and, eq, ne } from 'drizzle-orm';
import { foldForSearch } from '../../../shared/text.ts';
import type { ClientProfile } from '../../../shared/schemas/profile.ts';
import type { Auth } from '../../auth/auth.ts';
import { recordAccountSecurityChange } from '../../audit/security-events.ts';
import { assertNewPasswordAllowed } from '../../auth/password-policy.ts';
import { acquireLease, hitRateLimit, releaseLease } from '../../auth/rate-limit.ts';
import type { Database } from '../../db/client.ts';
import { authAccounts, authUsers, clients } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, isUniqueViolation, notFound } from '../../errors.ts';
import { emailTaken } from '../../auth/accounts.ts';
import { announceSessionsEnded } from '../../realtime/session-events.ts';

export const profileErrorMessages = {
  emailUnchanged: 'Yeni e-posta adresi mevcut adresinizle aynı.',
  wrongCurrentPassword: 'Mevcut şifreniz hatalı.',
  passwordChangeFailed: 'Şifre güncellenemedi. Lütfen tekrar deneyin.',
  tooManyPasswordAttempts: 'Çok fazla hatalı şifre denemesi yapıldı. Lütfen daha sonra tekrar deneyin.',
  tooManyEmailAttempts: 'Çok fazla e-posta değiştirme denemesi yapıldı. Lütfen daha sonra tekrar deneyin.',
  passwordChangeInProgress: 'Şifre değişikliğiniz zaten işleniyor. Lütfen birkaç saniye bekleyin.',
  clientMissing: 'Danışan kaydı bulunamadı.',
} as const;

// A stolen session must not be able to guess the current password endlessly.
const PASSWORD_CHANGE_LIMIT = { limit: 10, windowSeconds: 15 * 60 };
const EMAIL_CHANGE_LIMIT = { limit: 10, windowSeconds: 15 * 60 };
/** Longer than any password change takes (one hash and a few writes); a crashed holder frees it then. */
const PASSWORD_CHANGE_LEASE_SECONDS = 30;

export async function getClientProfile(db: Database, params: { clientId: string }): Promise<ClientProfile> {
  const [row] = await db
    .select({
      name: clients.name,
      phone: clients.phone,
      email: clients.email,
      gender: clients.gender,
      startDate: clients.startDate,
    })
    .from(clients)
    .where(eq(clients.id, params.clientId))
    .limit(1);
  if (!row) throw notFound(profileErrorMessages.clientMissing);
  return row;
}

/**
 * Changes the client's e-mail: the sign-in account and the clients row (with its search text) in one
 * transaction, so the two never disagree. A taken address is a Turkish 409, also when two requests
 * race for it (the unique indexes decide).
 */
export async function changeClientEmail(
  deps: { db: Database },
  params: { clientId: string; email: string; currentPassword: string },
): Promise<{ email: string }> {
  const { db } = deps;
  const email = params.email.toLowerCase();
  // Every try counts, right or wrong: a session alone can neither guess the password nor probe which
  // addresses are registered (the 409) without limit.
  const limit = await hitRateLimit(db, `email-change:${params.clientId}`, EMAIL_CHANGE_LIMIT);
  if (!limit.isAllowed) {
    throw new AppError('too_many_attempts', profileErrorMessages.tooManyEmailAttempts, {
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    });
  }
  if (!(await isCurrentPassword(db, params.clientId, params.currentPassword))) {
    throw badRequest(profileErrorMessages.wrongCurrentPassword, 'wrong_current_password');
  }
  try {
    return await db.transaction(async (tx) => {
      const [client] = await tx
        .select({ name: clients.name, email: clients.email })
        .from(clients)
        .where(eq(clients.id, params.clientId))
        .limit(1);
      if (!client) throw notFound(profileErrorMessages.clientMissing);
      if (client.email.toLowerCase() === email)
        throw badRequest(profileErrorMessages.emailUnchanged, 'email_unchanged');
      const [takenByUser] = await tx
        .select({ id: authUsers.id })
        .from(authUsers)
        .where(and(eq(authUsers.email, email), ne(authUsers.id, params.clientId)))
        .limit(1);
      const [takenByClient] = await tx
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.email, email), ne(clients.id, params.clientId)))
        .limit(1);
      if (takenByUser || takenByClient) throw emailTaken();
      await tx
        .update(authUsers)
        .set({ email, emailVerified: true, updatedAt: new Date() })
        .where(eq(authUsers.id, params.clientId));
      await tx
        .update(clients)
        .set({ email, searchText: foldForSearch(`${client.name} ${email}`) })
        .where(eq(clients.id, params.clientId));
      return { email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * Changes the password through better-auth (which checks the current one). Every other session of
 * the client is ended; the caller gets a fresh session cookie in the returned headers.
 */
export async function changeClientPassword(
  deps: { db: Database; auth: Auth },
  params: {
    clientId: string;
    /** The account's address and the request's, for the security event (ADR 0084). */
    email: string;
    ip: string;
    currentPassword: string;
    newPassword: string;
    requestHeaders: Headers;
  },
): Promise<{ cookies: string[] }> {
  assertNewPasswordAllowed(params.newPassword, 'client');
  const limit = await hitRateLimit(deps.db, `password-change:${params.clientId}`, PASSWORD_CHANGE_LIMIT);
  if (!limit.isAllowed) {
    throw new AppError('too_many_attempts', profileErrorMessages.tooManyPasswordAttempts, {
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    });
  }
  // One change at a time per account: each change revokes every other session and makes a new one, so
  // parallel changes (a double submit) would leave only the last one's cookie working and sign the
  // user out. The extra requests are refused and change nothing.
  const leaseKey = `password-change-lease:${params.clientId}`;
  if (!(await acquireLease(deps.db, leaseKey, PASSWORD_CHANGE_LEASE_SECONDS))) {
    throw conflict(profileErrorMessages.passwordChangeInProgress, 'password_change_in_progress');
  }
  try {
    const result = await deps.auth.api.changePassword({
      body: {
        currentPassword: params.currentPassword,
        newPassword: params.newPassword,
        revokeOtherSessions: true,
      },
      headers: params.requestHeaders,
      returnHeaders: true,
    });
    // The other sessions were revoked: their open live streams close on every process.
    await announceSessionsEnded(deps.db, params.clientId);
    // The dietitian sees it in 'Güvenlik Olayları' (ADR 0084, amendment 2026-11-28).
    await recordAccountSecurityChange(deps.db, {
      action: 'password_changed',
      account: { id: params.clientId, email: params.email },
      ip: params.ip,
    });
    return { cookies: result.headers.getSetCookie() };
  } catch (error) {
    if (isAPIError(error) && error.body?.code === 'INVALID_PASSWORD') {
      throw badRequest(profileErrorMessages.wrongCurrentPassword, 'wrong_current_password');
    }
    if (isAPIError(error) && error.statusCode === 400) {
      throw badRequest(profileErrorMessages.passwordChangeFailed, 'password_change_failed');
    }
    throw error;
  } finally {
    await releaseLease(deps.db, leaseKey);
  }
}

async function isCurrentPassword(db: Database, userId: string, password: string): Promise<boolean> {
  const [account] = await db
    .select({ hash: authAccounts.password })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'credential')))
    .limit(1);
  if (!account?.hash) return false;
  return verifyPassword({ hash: account.hash, password });
}
