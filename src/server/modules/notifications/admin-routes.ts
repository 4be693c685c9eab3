import { Hono } from 'hono';
import { sendNotificationSchema, sentNotificationListQuerySchema } from '../../../shared/schemas/notifications.ts';
import type { AppEnv } from '../../app-context.ts';
import { parseInput, readJson, readUuidParam } from '../../http/read-json.ts';
import { deleteSentNotification, listSentNotifications, sendNotifications } from './notifications-service.ts';

/** /api/admin/notifications: send notifications to clients, list and delete the sent ones. */
export const adminNotificationsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = parseInput(sentNotificationListQuerySchema, c.req.query());
    return c.json(await listSentNotifications(c.var.deps.db, query));
  })
  .post('/', async (c) => {
    const input = await readJson(c, sendNotificationSchema);
    return c.json(await sendNotifications(c.var.deps.db, input), 201);
  })
  .delete('/:id', async (c) => {
    await deleteSentNotification(c.var.deps.db, { notificationId: readUuidParam(c, 'id') });
    return c.json({ ok: true });
  });
