import { createOTP } from '@better-auth/utils/otp';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { authTwoFactors } from '../db/schema/index.ts';

// better-auth's TOTP check accepts the current code and its neighbours (±1 step of 30 s) as often as it
// is typed, so a code seen over a shoulder or in a proxy log signs in again within 90 s. RFC 6238 §5.2
// says a verifier must not accept a code a second time. This before-hook of the sign-in's verify-totp
// step claims the code's time step in the database (ADR 0063); better-auth still does its own check,
// its failure counting and the session afterwards.

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** better-auth's verification window (@better-auth/utils/otp's default): one step either side. */
const TOTP_WINDOW_STEPS = 1;
const TWO_FACTOR_COOKIE_NAME = 'two_factor';

export const TOTP_CODE_ALREADY_USED = 'TOTP_CODE_ALREADY_USED';

/** The time step (counter) whose code `code` is, within the window around now; null for a wrong code. */
async function findCodeStep(secret: string, code: string): Promise<number | null> {
  const otp = createOTP(secret, { period: TOTP_PERIOD_SECONDS, digits: TOTP_DIGITS });
  const currentStep = Math.floor(Date.now() / (TOTP_PERIOD_SECONDS * 1000));
  for (let offset = -TOTP_WINDOW_STEPS; offset <= TOTP_WINDOW_STEPS; offset += 1) {
    if ((await otp.hotp(currentStep + offset)) === code) return currentStep + offset;
  }
  return null;
}

/**
 * Records `step` as the account's last accepted one unless that step or a later one was already
 * accepted. One conditional UPDATE: of two processes given the same code, exactly one wins.
 */
async function claimTotpStep(db: Database, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(authTwoFactors)
    .set({ lastAcceptedStep: step })
    .where(
      and(
        eq(authTwoFactors.userId, userId),
        or(isNull(authTwoFactors.lastAcceptedStep), lt(authTwoFactors.lastAcceptedStep, step)),
      ),
    )
    .returning({ id: authTwoFactors.id });
  return claimed.length > 0;
}

/**
 * better-auth `hooks.before`: on the sign-in's TOTP step (a pending two-factor cookie, no session yet),
 * a right code whose step is not later than the last accepted one is refused. A wrong code passes
 * through untouched, so better-auth refuses it and counts the failure. Setup's confirmation (a
 * signed-in admin, no pending cookie) is not a sign-in and is left to better-auth.
 */
export function createTotpReplayGuard(db: Database) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/two-factor/verify-totp') return;
    const code = (ctx.body as { code?: unknown } | undefined)?.code;
    if (typeof code !== 'string') return;
    const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE_NAME);
    const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
    if (!challenge) return;
    const pending = await ctx.context.internalAdapter.findVerificationValue(challenge);
    if (!pending) return;
    const userId = pending.value;
    const [twoFactor] = await db
      .select({ secret: authTwoFactors.secret })
      .from(authTwoFactors)
      .where(eq(authTwoFactors.userId, userId));
    if (!twoFactor) return;
    const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: twoFactor.secret });
    const step = await findCodeStep(secret, code);
    if (step === null) return;
    if (!(await claimTotpStep(db, userId, step)))
      throw APIError.from('UNAUTHORIZED', { code: TOTP_CODE_ALREADY_USED, message: 'TOTP code already used' });
  });
}
