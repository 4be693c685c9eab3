import { type Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Role } from '../../../shared/constants.ts';
import { type SignInInput, signInSchema, twoFactorSignInSchema } from '../../../shared/schemas/auth.ts';
import { readSessionUser } from '../../auth/guards.ts';
import {
  isKnownDevice,
  KNOWN_DEVICE_COOKIE,
  knownDeviceMaxAgeSeconds,
  rememberDevice,
} from '../../auth/known-device.ts';
import type { AppEnv } from '../../app-context.ts';
import { readClientIp } from '../../http/client-ip.ts';
import { jsonBody } from '../../http/input.ts';
import { announceSessionsEnded } from '../../realtime/session-events.ts';
import { completeTwoFactorSignIn } from '../two-factor/two-factor-service.ts';
import { signInForRole, signOut } from './auth-service.ts';

/** Public auth routes: the two sign-in screens, sign-out and the current session. */
export const publicAuthRoutes = new Hono<AppEnv>()
  .post('/admin/sign-in', jsonBody(signInSchema), (c) => handleSignIn(c, 'admin', c.req.valid('json')))
  // The admin sign-in's second step when two-factor sign-in is on: the authenticator or a backup code.
  .post('/admin/two-factor', jsonBody(twoFactorSignInSchema), async (c) => {
    const result = await completeTwoFactorSignIn(c.var.deps, {
      code: c.req.valid('json').code,
      requestHeaders: c.req.raw.headers,
      ip: readClientIp(c),
    });
    for (const cookie of result.cookies) c.header('Set-Cookie', cookie, { append: true });
    rememberThisDevice(c, result.user.email);
    return c.json({ user: result.user, twoFactorRequired: false });
  })
  .post('/client/sign-in', jsonBody(signInSchema), (c) => handleSignIn(c, 'client', c.req.valid('json')))
  .post('/sign-out', async (c) => {
    const user = await readSessionUser(c);
    for (const cookie of await signOut(c.var.deps.auth, c.req.raw.headers))
      c.header('Set-Cookie', cookie, { append: true });
    // Open live streams of the ended session close on every process; this process forgets the
    // session now rather than when the database's announcement comes back.
    if (user) {
      c.var.deps.sessions.forgetUser(user.id);
      await announceSessionsEnded(c.var.deps.db, user.id);
    }
    return c.json({ ok: true });
  })
  .get('/session', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ user: await readSessionUser(c) });
  });

async function handleSignIn(c: Context<AppEnv>, role: Role, input: SignInInput) {
  const { deps } = c.var;
  const limits = {
    perIp: deps.env.SIGN_IN_IP_LIMIT,
    perAccount: deps.env.SIGN_IN_ACCOUNT_LIMIT,
    perAccountFromNewDevices: deps.env.SIGN_IN_NEW_DEVICE_LIMIT,
  };
  const result = await signInForRole(
    { ...deps, limits },
    {
      ...input,
      role,
      ip: readClientIp(c),
      requestHeaders: c.req.raw.headers,
      isKnownDevice: isKnownDevice(getCookie(c, KNOWN_DEVICE_COOKIE), deps.authSecret, input.email),
    },
  );
  for (const cookie of result.cookies) c.header('Set-Cookie', cookie, { append: true });
  if (result.user) rememberThisDevice(c, result.user.email);
  return c.json({ user: result.user, twoFactorRequired: result.twoFactorRequired });
}

/**
 * Marks this browser as a known device of the account after a completed sign-in (ADR 0066). Only the
 * sign-in routes read it (path), scripts cannot (httpOnly), and other sites do not send it on writes (Lax).
 */
function rememberThisDevice(c: Context<AppEnv>, email: string) {
  const { deps } = c.var;
  setCookie(c, KNOWN_DEVICE_COOKIE, rememberDevice(getCookie(c, KNOWN_DEVICE_COOKIE), deps.authSecret, email), {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'Lax',
    secure: deps.env.PUBLIC_URL.startsWith('https://'),
    maxAge: knownDeviceMaxAgeSeconds,
  });
}
