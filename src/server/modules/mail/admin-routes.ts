import { Hono } from 'hono';
import type { AppEnv } from '../../app-context.ts';
import { getMailStatus } from '../../mail/mail-outbox.ts';

/** GET /api/admin/mail/status: whether mail is configured, and how many mails wait or failed. */
export const adminMailRoutes = new Hono<AppEnv>().get('/status', async (c) => {
  const { db, mail } = c.var.deps;
  return c.json(await getMailStatus(db, { isConfigured: mail.isConfigured }));
});
