import { Hono } from 'hono';
import { unsubscribeSchema } from '../../../shared/schemas/mail.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody } from '../../http/input.ts';
import { unsubscribeByToken } from './mail-consent-service.ts';

/**
 * /api/mail/unsubscribe: the link in every bulk mail, without signing in. The link opens a public page
 * (/e-posta-iptal) that posts the token here: a GET never changes anything, so a mail scanner that
 * follows links cannot unsubscribe anybody.
 */
export const publicMailRoutes = new Hono<AppEnv>().post('/unsubscribe', jsonBody(unsubscribeSchema), async (c) => {
  const { email } = await unsubscribeByToken(c.var.deps.db, { token: c.req.valid('json').token });
  return c.json({ ok: true as const, email });
});
