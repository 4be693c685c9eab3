import { Hono } from 'hono';
import { mailRecipientQuerySchema, sendBulkMailSchema } from '../../../shared/schemas/mail.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody, queryOf } from '../../http/input.ts';
import { getMailStatus } from '../../mail/mail-outbox.ts';
import { listMailRecipients, listRecentMailSends, sendBulkMail } from './mail-service.ts';

/**
 * /api/admin/mail: whether mail is configured (status), the composer's client picker with each
 * client's consent (recipients), the bulk send (sends, POST) and the recent sends with their
 * per-recipient delivery status (sends, GET).
 */
export const adminMailRoutes = new Hono<AppEnv>()
  .get('/status', async (c) => {
    const { db, mail } = c.var.deps;
    return c.json(await getMailStatus(db, { isConfigured: mail.isConfigured }));
  })
  .get('/recipients', queryOf(mailRecipientQuerySchema), async (c) =>
    c.json(await listMailRecipients(c.var.deps.db, { search: c.req.valid('query').search })),
  )
  .get('/sends', async (c) => c.json(await listRecentMailSends(c.var.deps.db)))
  .post('/sends', jsonBody(sendBulkMailSchema), async (c) => {
    // The unsubscribe links point at the public site (PUBLIC_URL, never the request's Host).
    const siteOrigin = c.var.deps.env.PUBLIC_URL;
    const result = await sendBulkMail(c.var.deps.db, {
      input: c.req.valid('json'),
      senderId: c.var.user.id,
      siteOrigin,
    });
    return c.json(result, 201);
  });
