import { Hono } from 'hono';
import { oneClickUnsubscribeQuerySchema, unsubscribeSchema } from '../../../shared/schemas/mail.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody, queryOf } from '../../http/input.ts';
import { unsubscribeByToken, unsubscribePagePath } from './mail-consent-service.ts';

/**
 * /api/mail/unsubscribe: the link in every bulk mail, without signing in. The link opens a public page
 * (/e-posta-iptal) that posts the token here: a GET never changes anything, so a mail scanner that
 * follows links cannot unsubscribe anybody.
 *
 * /api/mail/unsubscribe/one-click?token=…: the List-Unsubscribe address of every bulk mail (RFC 8058).
 * The mailbox provider POSTs `List-Unsubscribe=One-Click` to it (the body says nothing more, so it is
 * not read); a GET (a reader who opened the address) is sent on to the confirming page.
 */
export const publicMailRoutes = new Hono<AppEnv>()
  .post('/unsubscribe', jsonBody(unsubscribeSchema), async (c) => {
    const { email } = await unsubscribeByToken(c.var.deps.db, { token: c.req.valid('json').token });
    return c.json({ ok: true as const, email });
  })
  .post('/unsubscribe/one-click', queryOf(oneClickUnsubscribeQuerySchema), async (c) => {
    await unsubscribeByToken(c.var.deps.db, { token: c.req.valid('query').token });
    return c.json({ ok: true as const });
  })
  .get('/unsubscribe/one-click', queryOf(oneClickUnsubscribeQuerySchema), (c) =>
    c.redirect(`${unsubscribePagePath}?token=${encodeURIComponent(c.req.valid('query').token)}`, 303),
  );
