import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, twoFactor } from 'better-auth/plugins';
import { createAccessControl } from 'better-auth/plugins/access';
import { defaultStatements } from 'better-auth/plugins/admin/access';
import { PASSWORD_MIN_LENGTH } from '../../shared/constants.ts';
import type { Database } from '../db/client.ts';
import { authAccounts, authSessions, authTwoFactors, authUsers, authVerifications } from '../db/schema/index.ts';
import { createTotpReplayGuard, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from './totp-replay-guard.ts';

// Access control of the admin plugin with Denge's two roles. Only 'admin' may use the plugin's user
// management; 'client' gets nothing from it. Denge's own guards (guards.ts) protect its API.
const accessControl = createAccessControl(defaultStatements);
const adminRole = accessControl.newRole({
  user: ['create', 'list', 'set-role', 'ban', 'impersonate', 'delete', 'set-password', 'get', 'update'],
  session: ['list', 'revoke', 'delete'],
});
const clientRole = accessControl.newRole({ user: [], session: [] });

export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

export type CreateAuthOptions = {
  db: Database;
  secret: string;
  baseUrl: string;
  trustedOrigins: string[];
  useSecureCookies: boolean;
};

/**
 * better-auth is used as a library: its generic HTTP handler is not mounted. Denge's own auth routes
 * (auth-routes.ts) call `auth.api.*`, so sign-up, admin endpoints and other generic routes are not
 * reachable from the network, and every auth route sits in the authorization matrix.
 */
export function createAuth(options: CreateAuthOptions) {
  return betterAuth({
    appName: 'Denge',
    secret: options.secret,
    baseURL: options.baseUrl,
    basePath: '/api/auth',
    trustedOrigins: options.trustedOrigins,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        twoFactor: authTwoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 200,
      revokeSessionsOnPasswordReset: true,
    },
    user: { changeEmail: { enabled: true, updateEmailWithoutVerification: true } },
    session: { expiresIn: SESSION_MAX_AGE_SECONDS, updateAge: 60 * 60 * 24 },
    // Sign-in limits live in Denge's own database-backed limiter (rate-limit.ts), shared by all processes.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: options.useSecureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: options.useSecureCookies },
      database: { generateId: () => crypto.randomUUID() },
    },
    // A TOTP code completes one sign-in only (RFC 6238 §5.2, ADR 0063).
    hooks: { before: createTotpReplayGuard(options.db) },
    telemetry: { enabled: false },
    logger: { level: 'error' },
    plugins: [
      admin({
        ac: accessControl,
        roles: { admin: adminRole, client: clientRole },
        defaultRole: 'client',
        adminRoles: ['admin'],
      }),
      // Admins may add an authenticator app (TOTP) with backup codes; sign-in then asks for a code
      // (modules/two-factor, issue #11). The secret and the codes are stored encrypted.
      // The period and digits are the replay guard's, which finds the step of an accepted code.
      twoFactor({ issuer: 'Denge', totpOptions: { period: TOTP_PERIOD_SECONDS, digits: TOTP_DIGITS } }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
