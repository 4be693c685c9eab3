import type { Context } from 'hono';
import { Hono } from 'hono';
import { twoFactorCodeSchema, twoFactorPasswordSchema } from '../../../shared/schemas/admins.ts';
import type { AppEnv } from '../../app-context.ts';
import { readClientIp } from '../../http/client-ip.ts';
import { jsonBody } from '../../http/input.ts';
import { beginTwoFactorSetup, confirmTwoFactor, disableTwoFactor, getTwoFactorStatus } from './two-factor-service.ts';

/** The signed-in admin and the request's address, for the security event of the change. */
const changeOf = (c: Context<AppEnv>) => ({
  account: { id: c.var.user.id, email: c.var.user.email },
  ip: readClientIp(c),
});

const forwardCookies = (c: Context, headers: Headers) => {
  for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
};

/**
 * /api/admin/two-factor: the signed-in admin's own two-factor sign-in: status, setup (password →
 * QR code, secret and backup codes), confirmation with a first code, and turning it off (password).
 */
export const adminTwoFactorRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await getTwoFactorStatus(c.var.deps.db, c.var.user.id)))
  .post('/setup', jsonBody(twoFactorPasswordSchema), async (c) => {
    const { password } = c.req.valid('json');
    const setup = await beginTwoFactorSetup(c.var.deps.auth, { password, requestHeaders: c.req.raw.headers });
    c.header('Cache-Control', 'no-store');
    return c.json({ setup });
  })
  .post('/confirm', jsonBody(twoFactorCodeSchema), async (c) => {
    const { code } = c.req.valid('json');
    const result = await confirmTwoFactor(c.var.deps, { code, requestHeaders: c.req.raw.headers, ...changeOf(c) });
    forwardCookies(c, result.headers);
    return c.json({ isEnabled: true });
  })
  .post('/disable', jsonBody(twoFactorPasswordSchema), async (c) => {
    const { password } = c.req.valid('json');
    const result = await disableTwoFactor(c.var.deps, {
      password,
      requestHeaders: c.req.raw.headers,
      ...changeOf(c),
    });
    forwardCookies(c, result.headers);
    return c.json({ isEnabled: false });
  });
