import { Hono } from 'hono';
import { changeEmailSchema, changePasswordSchema } from '../../../shared/schemas/profile.ts';
import type { AppEnv } from '../../app-context.ts';
import { readClientIp } from '../../http/client-ip.ts';
import { jsonBody } from '../../http/input.ts';
import { changeClientEmail, changeClientPassword, getClientProfile } from './profile-service.ts';

/** /api/me/profile: the client's own details, e-mail change and password change (spec 1 §2.9). */
export const meProfileRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ profile: await getClientProfile(c.var.deps.db, { clientId: c.var.user.id }) }))
  .put('/email', jsonBody(changeEmailSchema), async (c) => {
    const input = c.req.valid('json');
    const result = await changeClientEmail(c.var.deps, {
      clientId: c.var.user.id,
      email: input.email,
      currentPassword: input.currentPassword,
    });
    // The kept session carries the old address: this process forgets it at once (others on the announcement).
    c.var.deps.sessions.forgetUser(c.var.user.id);
    return c.json(result);
  })
  .put('/password', jsonBody(changePasswordSchema), async (c) => {
    const input = c.req.valid('json');
    const { cookies } = await changeClientPassword(c.var.deps, {
      clientId: c.var.user.id,
      email: c.var.user.email,
      ip: readClientIp(c),
      currentPassword: input.currentPassword,
      newPassword: input.newPassword,
      requestHeaders: c.req.raw.headers,
    });
    // The other sessions were revoked: this process forgets them at once (others on the announcement).
    c.var.deps.sessions.forgetUser(c.var.user.id);
    for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
    return c.json({ ok: true as const });
  });
