import { isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { SessionUser } from '../../../shared/schemas/auth.ts';
import type { TwoFactorSetup, TwoFactorStatus } from '../../../shared/schemas/admins.ts';
import { recordAccountSecurityChange } from '../../audit/security-events.ts';
import type { Auth } from '../../auth/auth.ts';
import { TOTP_CODE_ALREADY_USED } from '../../auth/totp-replay-guard.ts';
import type { Database } from '../../db/client.ts';
import { adminUsers, authSessions, authUsers } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

// Two-factor sign-in for admins (issue #11) on better-auth's two-factor plugin: an authenticator app
// (TOTP, RFC 6238) set up with a QR code, plus single-use backup codes. Secrets and codes never leave
// better-auth except once, at setup, to the admin who sets it up.

export const twoFactorErrorMessages = {
  wrongPassword: 'Şifre hatalı.',
  alreadyEnabled: 'İki adımlı doğrulama zaten açık.',
  notEnabled: 'İki adımlı doğrulama açık değil.',
  invalidCode: 'Kod geçersiz. Uygulamadaki güncel kodu ya da bir yedek kodu girin.',
  usedCode: 'Bu kod bir girişte kullanıldı. Uygulamada yeni kodun çıkmasını bekleyip onu girin.',
  expired: 'Doğrulama süresi doldu. Lütfen e-posta ve şifrenizle yeniden giriş yapın.',
  locked: 'Çok fazla hatalı kod girildi. Lütfen bir süre sonra yeniden giriş yapın.',
  wrongAccountType: 'Bu hesap bir yönetici hesabı değil.',
} as const;

type AuthCallResult<T> = { response: T; headers: Headers };

/** Maps better-auth's two-factor errors to Denge's Turkish ones; anything else is rethrown. */
function toTwoFactorError(error: unknown): unknown {
  if (!isAPIError(error)) return error;
  const code = (error.body as { code?: string } | undefined)?.code;
  switch (code) {
    case 'INVALID_PASSWORD':
      return new AppError('wrong_current_password', twoFactorErrorMessages.wrongPassword, {
        fieldErrors: { password: twoFactorErrorMessages.wrongPassword },
      });
    case 'TOTP_ALREADY_ENABLED':
      return new AppError('two_factor_already_enabled', twoFactorErrorMessages.alreadyEnabled);
    case 'TOTP_NOT_ENABLED':
    case 'TWO_FACTOR_NOT_ENABLED':
    case 'BACKUP_CODES_NOT_ENABLED':
      return new AppError('two_factor_not_enabled', twoFactorErrorMessages.notEnabled);
    case 'INVALID_CODE':
    case 'INVALID_BACKUP_CODE':
      return new AppError('invalid_two_factor_code', twoFactorErrorMessages.invalidCode, {
        fieldErrors: { code: twoFactorErrorMessages.invalidCode },
      });
    // The replay guard's refusal: a right code that already completed a sign-in (ADR 0063).
    case TOTP_CODE_ALREADY_USED:
      return new AppError('used_two_factor_code', twoFactorErrorMessages.usedCode, {
        fieldErrors: { code: twoFactorErrorMessages.usedCode },
      });
    case 'INVALID_TWO_FACTOR_COOKIE':
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return new AppError('two_factor_expired', twoFactorErrorMessages.expired);
    case 'ACCOUNT_TEMPORARILY_LOCKED':
      return new AppError('too_many_attempts', twoFactorErrorMessages.locked);
    default:
      return error;
  }
}

async function callAuth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toTwoFactorError(error);
  }
}

export async function getTwoFactorStatus(db: Database, userId: string): Promise<TwoFactorStatus> {
  const [row] = await db
    .select({ isEnabled: authUsers.twoFactorEnabled })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
  return { isEnabled: row?.isEnabled ?? false };
}

/**
 * First step of the setup (password confirmed): a new secret and backup codes. Sign-in does not ask
 * for a code until the admin has confirmed one from the app (confirmTwoFactor).
 */
export async function beginTwoFactorSetup(
  auth: Auth,
  params: { password: string; requestHeaders: Headers },
): Promise<TwoFactorSetup> {
  const result = await callAuth(() =>
    auth.api.enableTwoFactor({ body: { password: params.password }, headers: params.requestHeaders }),
  );
  if (!('totpURI' in result) || !result.totpURI) throw new Error('two-factor setup returned no TOTP URI');
  const totpUri = result.totpURI;
  return {
    totpUri,
    qrCodeDataUrl: await QRCode.toDataURL(totpUri, { errorCorrectionLevel: 'M', margin: 2, width: 240 }),
    secret: new URL(totpUri).searchParams.get('secret') ?? '',
    backupCodes: result.backupCodes ?? [],
  };
}

/** Who changes their two-factor sign-in, and from where: the security event's details (ADR 0084). */
type AccountChange = { account: { id: string; email: string }; ip: string };

/**
 * Confirms the setup with a code from the app; two-factor sign-in is on from now, and the dietitian
 * sees it in 'Güvenlik Olayları'. New session cookies.
 */
export async function confirmTwoFactor(
  deps: { db: Database; auth: Auth },
  params: { code: string; requestHeaders: Headers } & AccountChange,
): Promise<AuthCallResult<unknown>> {
  const result = await callAuth(() =>
    deps.auth.api.verifyTOTP({ body: { code: params.code }, headers: params.requestHeaders, returnHeaders: true }),
  );
  await recordAccountSecurityChange(deps.db, { action: 'two_factor_enabled', ...params });
  return result;
}

/**
 * Turns two-factor sign-in off (password confirmed), a security event: an account that lost its second
 * factor is easier to take over. New session cookies.
 */
export async function disableTwoFactor(
  deps: { db: Database; auth: Auth },
  params: { password: string; requestHeaders: Headers } & AccountChange,
): Promise<AuthCallResult<unknown>> {
  const result = await callAuth(() =>
    deps.auth.api.disableTwoFactor({
      body: { password: params.password },
      headers: params.requestHeaders,
      returnHeaders: true,
    }),
  );
  await recordAccountSecurityChange(deps.db, { action: 'two_factor_disabled', ...params });
  return result;
}

export type TwoFactorSignInResult = { user: SessionUser; cookies: string[] };

/**
 * The second step of an admin's sign-in (/login): the code from the authenticator app (6 digits) or a
 * backup code, checked against the pending challenge of the first step's cookie. The account must be
 * an admin's, as on the first step; otherwise the new session is revoked.
 */
export async function completeTwoFactorSignIn(
  deps: { db: Database; auth: Auth },
  params: { code: string; requestHeaders: Headers; ip: string },
): Promise<TwoFactorSignInResult> {
  const isAppCode = /^\d{6}$/.test(params.code);
  const result = await callAuth(() =>
    isAppCode
      ? deps.auth.api.verifyTOTP({ body: { code: params.code }, headers: params.requestHeaders, returnHeaders: true })
      : deps.auth.api.verifyBackupCode({
          body: { code: params.code },
          headers: params.requestHeaders,
          returnHeaders: true,
        }),
  );
  const { token, user } = result.response as { token: string; user: { id: string; email: string; name: string } };
  const [admin] = await deps.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.id, user.id));
  const role = (user as { role?: string }).role;
  if (!admin || role !== 'admin') {
    await deps.db.delete(authSessions).where(eq(authSessions.token, token));
    throw new AppError('wrong_account_type', twoFactorErrorMessages.wrongAccountType);
  }
  // A backup code is for a lost phone: its owner (or someone holding the printed codes) signed in
  // without the app, which the dietitian should see (ADR 0084, amendment 2026-11-28).
  if (!isAppCode) {
    await recordAccountSecurityChange(deps.db, {
      action: 'two_factor_backup_code_used',
      account: { id: user.id, email: user.email },
      ip: params.ip,
    });
  }
  return {
    user: { id: user.id, email: user.email, name: user.name, role: 'admin' },
    cookies: result.headers.getSetCookie(),
  };
}
