import { Hono } from 'hono';
import { recordConsentStepSchema } from '../../../shared/schemas/consents.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody } from '../../http/input.ts';
import { consentOriginOf } from './consent-origin.ts';
import { getMyConsents, giveExplicitConsent, recordConsentStep, withdrawExplicitConsent } from './consents-service.ts';

/**
 * /api/me/consents (issue #43, ADR 0081): the consent step of the client area (first sign-in, or a
 * version the dietitian asked everyone to confirm again), and 'Onaylarım' in the profile.
 */
export const meConsentsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await getMyConsents(c.var.deps.db, { clientId: c.var.user.id })))
  .post('/', jsonBody(recordConsentStepSchema), async (c) => {
    const params = { clientId: c.var.user.id, step: c.req.valid('json'), origin: consentOriginOf(c) };
    return c.json(await recordConsentStep(c.var.deps.db, params), 201);
  })
  .post('/explicit-consent', async (c) =>
    c.json(await giveExplicitConsent(c.var.deps.db, { clientId: c.var.user.id, origin: consentOriginOf(c) }), 201),
  )
  .post('/explicit-consent/withdraw', async (c) =>
    c.json(await withdrawExplicitConsent(c.var.deps.db, { clientId: c.var.user.id })),
  );
