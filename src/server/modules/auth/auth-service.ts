import { isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Role } from '../../../shared/constants.ts';
import type { SessionUser, SignInInput } from '../../../shared/schemas/auth.ts';
import type { Auth } from '../../auth/auth.ts';
import { clearRateLimit, hitRateLimit, returnRateLimitHit } from '../../auth/rate-limit.ts';
import type { Database } from '../../db/client.ts';
import type { SecurityEventAction } from '../../../shared/security-event-constants.ts';
import { recordSecurityEvent } from '../../audit/security-events.ts';
import { adminUsers, authSessions, authUsers, clients } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { newDevicesPausedMessage, signInMessages, tooManyAttemptsMessage } from './auth-messages.ts';

// Per IP a shared office or clinic network may sign in many people; per account far fewer tries are
// needed. Both windows are 15 minutes; the limits come from settings (SIGN_IN_IP_LIMIT, SIGN_IN_ACCOUNT_LIMIT).
const SIGN_IN_WINDOW_SECONDS = 15 * 60;

/** A signed-in user, or (admins with two-factor sign-in) a pending second step held in a cookie. */
export type SignInResult =
  | { user: SessionUser; twoFactorRequired: false; cookies: string[] }
  | { user: null; twoFactorRequired: true; cookies: string[] };

type SignInDeps = {
  db: Database;
  auth: Auth;
  limits: { perIp: number; perAccount: number; perAccountFromNewDevices: number };
};

/**
 * Signs in on one screen (dietitian or client). The password is checked by better-auth; the account
 * must then be of the screen's kind (spec 1 §5: an admin_users row for the e-mail, a clients row for
 * the id), otherwise the new session is revoked and nothing is set in the browser.
 */
export async function signInForRole(
  deps: SignInDeps,
  input: SignInInput & { role: Role; ip: string; requestHeaders: Headers; isKnownDevice: boolean },
): Promise<SignInResult> {
  const messages = signInMessages[input.role];
  const email = input.email.toLowerCase();
  // Per account AND source: guesses against an account from one address are limited, but an attacker
  // spreading them over many addresses cannot lock the owner out, who signs in from their own address.
  const accountKey = `sign-in:account-source:${email}:${input.ip}`;
  await enforceLimit(deps.db, `sign-in:ip:${input.ip}`, {
    limit: deps.limits.perIp,
    windowSeconds: SIGN_IN_WINDOW_SECONDS,
  });
  const perAccount = await hitRateLimit(deps.db, accountKey, {
    limit: deps.limits.perAccount,
    windowSeconds: SIGN_IN_WINDOW_SECONDS,
  });
  if (!perAccount.isAllowed) {
    // The first refusal in a window goes to the audit trail, so the dietitian sees the attack.
    if (perAccount.count === deps.limits.perAccount + 1) await recordThrottledSignIn(deps.db, email, input.ip);
    throw tooManyAttempts(perAccount.retryAfterSeconds);
  }
  const newDeviceKey = input.isKnownDevice ? null : await claimNewDeviceAttempt(deps, email, input.ip);

  let signedIn: Awaited<ReturnType<typeof callSignIn>>;
  try {
    signedIn = await callSignIn(deps.auth, input);
  } catch (error) {
    if (isAPIError(error) && (error.statusCode === 401 || error.statusCode === 400)) {
      throw new AppError('invalid_credentials', messages.invalidCredentials);
    }
    if (newDeviceKey) await returnRateLimitHit(deps.db, newDeviceKey);
    throw new AppError('sign_in_failed', messages.generic, { cause: error });
  }
  // The password was right: the attempt is not a failed guess and leaves the account's budget.
  if (newDeviceKey) await returnRateLimitHit(deps.db, newDeviceKey);
  if ('twoFactorRedirect' in signedIn.response && signedIn.response.twoFactorRedirect) {
    // The password was right; the session comes after the authenticator code (two-factor module).
    await clearRateLimit(deps.db, accountKey);
    return { user: null, twoFactorRequired: true, cookies: signedIn.headers.getSetCookie() };
  }
  const { user, token } = signedIn.response as { user?: SessionUser; token?: string };
  if (!user || !token) throw new AppError('sign_in_failed', messages.failed);

  const role = (user as { role?: string }).role;
  if (role !== input.role || !(await hasAccountRecord(deps.db, input.role, user.id, user.email))) {
    await deps.db.delete(authSessions).where(eq(authSessions.token, token));
    throw new AppError('wrong_account_type', messages.wrongAccountType);
  }

  await clearRateLimit(deps.db, accountKey);
  return {
    user: { id: user.id, email: user.email, name: user.name, role: input.role },
    twoFactorRequired: false,
    cookies: signedIn.headers.getSetCookie(),
  };
}

/**
 * Counts an attempt against the account's budget for devices that have never signed in to it, over
 * all addresses together (ADR 0066): guesses spread over many addresses stop here, while the owner's
 * own browser (a known device) is never counted. The hit is taken before the password check, so
 * parallel guesses cannot overshoot; a right password gives it back, so only failures use the budget.
 * Returns the budget's key, or throws 429 once it is used up.
 */
async function claimNewDeviceAttempt(deps: SignInDeps, email: string, ip: string): Promise<string> {
  const key = `sign-in:account-new-devices:${email}`;
  const limit = deps.limits.perAccountFromNewDevices;
  const result = await hitRateLimit(deps.db, key, { limit, windowSeconds: SIGN_IN_WINDOW_SECONDS });
  if (result.isAllowed) return key;
  // Only the first refusal of a window sees limit + 1, so the dietitian gets one event per attack window.
  if (result.count === limit + 1) {
    await recordAccountEvent(deps.db, 'sign_in_new_devices_paused', email, {
      email,
      ip,
      failedAttempts: limit,
      windowMinutes: SIGN_IN_WINDOW_SECONDS / 60,
    });
  }
  throw new AppError('too_many_attempts', newDevicesPausedMessage(Math.ceil(result.retryAfterSeconds / 60)), {
    headers: { 'Retry-After': String(result.retryAfterSeconds) },
  });
}

function callSignIn(auth: Auth, input: SignInInput & { requestHeaders: Headers }) {
  return auth.api.signInEmail({
    body: { email: input.email, password: input.password, rememberMe: true },
    headers: input.requestHeaders,
    returnHeaders: true,
  });
}

async function enforceLimit(db: Database, key: string, rule: { limit: number; windowSeconds: number }) {
  const result = await hitRateLimit(db, key, rule);
  if (!result.isAllowed) throw tooManyAttempts(result.retryAfterSeconds);
}

const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError('too_many_attempts', tooManyAttemptsMessage(Math.ceil(retryAfterSeconds / 60)), {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });

function recordThrottledSignIn(db: Database, email: string, ip: string): Promise<void> {
  return recordAccountEvent(db, 'sign_in_throttled', email, { email, ip });
}

async function recordAccountEvent(
  db: Database,
  action: SecurityEventAction,
  email: string,
  details: Record<string, unknown>,
) {
  const [user] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email)).limit(1);
  await recordSecurityEvent(db, { action, clientId: user?.id ?? null, details });
}

async function hasAccountRecord(db: Database, role: Role, userId: string, email: string): Promise<boolean> {
  const rows =
    role === 'admin'
      ? await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email)).limit(1)
      : await db.select({ id: clients.id }).from(clients).where(eq(clients.id, userId)).limit(1);
  return rows.length > 0;
}

/** Ends the session of the request (if any) and returns the cookie headers that clear it. */
export async function signOut(auth: Auth, requestHeaders: Headers): Promise<string[]> {
  try {
    const result = await auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
    return result.headers.getSetCookie();
  } catch {
    return [];
  }
}
