import type { Context, MiddlewareHandler } from 'hono';
import type { Role } from '../../shared/constants.ts';
import type { SessionUser } from '../../shared/schemas/auth.ts';
import { forbidden, unauthorized } from '../errors.ts';
import type { AppEnv } from '../app-context.ts';
import { readSessionCookie } from './session-cache.ts';

/**
 * The signed-in user of a request, read from the session cookie (null for visitors). A cookie
 * better-auth has accepted is remembered for a short while (auth/session-cache.ts); only a cookie
 * better-auth vouched for gets in, so a forged one always goes to better-auth.
 */
export async function readSessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const { auth, sessions } = c.var.deps;
  const cookie = readSessionCookie(c.req.header('cookie'));
  if (!cookie) return null;
  const cached = sessions.get(cookie);
  if (cached) return cached;
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) return null;
  const role = (session.user as { role?: string }).role;
  if (role !== 'admin' && role !== 'client') return null;
  const user: SessionUser = { id: session.user.id, email: session.user.email, name: session.user.name, role };
  sessions.set(cookie, user, new Date(session.session.expiresAt));
  return user;
}

function requireRole(role: Role): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await readSessionUser(c);
    if (!user) throw unauthorized();
    if (user.role !== role) throw forbidden();
    c.set('user', user);
    await next();
  };
}

/** Every /api/admin/* route: a signed-in dietitian or staff member. */
export const requireAdmin = requireRole('admin');
/** Every /api/me/* route: a signed-in client; the client's id is `c.var.user.id`, never from the request. */
export const requireClient = requireRole('client');
