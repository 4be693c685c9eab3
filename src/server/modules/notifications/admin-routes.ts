import { Hono } from 'hono';
import { sendNotificationSchema, sentNotificationListQuerySchema } from '../../../shared/schemas/notifications.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody, queryOf, readUuidParam } from '../../http/input.ts';
import { deleteSentNotification, listSentNotifications, sendNotifications } from './notifications-service.ts';

/** /api/admin/notifications: send notifications to clients, list and delete the sent ones. */
export const adminNotificationsRoutes = new Hono<AppEnv>()
  .get('/', queryOf(sentNotificationListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    return c.json(await listSentNotifications(c.var.deps.db, query));
  })
  .post('/', jsonBody(sendNotificationSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json(await sendNotifications(c.var.deps.db, input), 201);
  })
  .delete('/:id', async (c) => {
    await deleteSentNotification(c.var.deps.db, { notificationId: readUuidParam(c, 'id') });
    return c.json({ ok: true });
  });
