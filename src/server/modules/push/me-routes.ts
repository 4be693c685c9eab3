import { Hono } from 'hono';
import { pushPreferencesSchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '../../../shared/schemas/push.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody } from '../../http/input.ts';
import { getPushSettings, savePushPreferences, subscribeToPush, unsubscribeFromPush } from './push-service.ts';

/**
 * /api/me/push: web push for the signed-in client (issue #41, ADR 0082): the VAPID public key and the
 * client's choices, this browser's subscription, and the kinds turned off. The private key never leaves
 * the server.
 */
export const mePushRoutes = new Hono<AppEnv>()
  .get('/', async (c) =>
    c.json(
      await getPushSettings(c.var.deps.db, {
        clientId: c.var.user.id,
        publicKey: c.var.deps.vapid?.publicKey ?? null,
      }),
    ),
  )
  .put('/subscription', jsonBody(pushSubscriptionSchema), async (c) => {
    await subscribeToPush(c.var.deps.db, {
      clientId: c.var.user.id,
      subscription: c.req.valid('json'),
      userAgent: c.req.header('user-agent') ?? null,
      isPushOn: c.var.deps.vapid !== null,
    });
    return c.json({ ok: true as const });
  })
  .delete('/subscription', jsonBody(pushUnsubscribeSchema), async (c) => {
    await unsubscribeFromPush(c.var.deps.db, { clientId: c.var.user.id, endpoint: c.req.valid('json').endpoint });
    return c.json({ ok: true as const });
  })
  .put('/preferences', jsonBody(pushPreferencesSchema), async (c) => {
    const mutedKinds = await savePushPreferences(c.var.deps.db, {
      clientId: c.var.user.id,
      preferences: c.req.valid('json'),
    });
    return c.json({ mutedKinds });
  });
