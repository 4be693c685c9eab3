import { Hono } from 'hono';
import { mailConsentSchema } from '../../../shared/schemas/mail.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody } from '../../http/input.ts';
import { getMailConsent, setMailConsent } from './mail-consent-service.ts';

/** /api/me/mail/consent: the client's own commercial e-mail consent (İYS), shown in the profile area. */
export const meMailRoutes = new Hono<AppEnv>()
  .get('/consent', async (c) => c.json({ consent: await getMailConsent(c.var.deps.db, { clientId: c.var.user.id }) }))
  .put('/consent', jsonBody(mailConsentSchema), async (c) =>
    c.json({
      consent: await setMailConsent(c.var.deps.db, {
        clientId: c.var.user.id,
        isConsented: c.req.valid('json').isConsented,
      }),
    }),
  );
