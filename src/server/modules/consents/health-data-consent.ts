import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../app-context.ts';
import { assertHealthDataConsent } from './consents-service.ts';

/**
 * Before the client's own health-data writes (diary, water): refused with a Turkish 403 when the
 * client has withheld or withdrawn açık rıza (ADR 0081). Reads and deletes stay open: what was
 * recorded before is still the client's to see, download and remove.
 */
export const requireHealthDataConsent = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === 'POST' || c.req.method === 'PUT' || c.req.method === 'PATCH')
    await assertHealthDataConsent(c.var.deps.db, { clientId: c.var.user.id });
  await next();
});
