import { Hono } from 'hono';
import type { AppEnv } from '../../app-context.ts';
import { readUuidParam } from '../../http/input.ts';
import {
  deleteClientNotification,
  listClientNotifications,
  markClientNotificationRead,
} from './notifications-service.ts';

/** /api/me/notifications: the bell's list, mark as read, delete; only the session client's rows. */
export const meNotificationsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listClientNotifications(c.var.deps.db, { clientId: c.var.user.id })))
  .patch('/:id/read', async (c) => {
    const notification = await markClientNotificationRead(c.var.deps.db, {
      clientId: c.var.user.id,
      notificationId: readUuidParam(c, 'id'),
    });
    return c.json({ notification });
  })
  .delete('/:id', async (c) => {
    await deleteClientNotification(c.var.deps.db, { clientId: c.var.user.id, notificationId: readUuidParam(c, 'id') });
    return c.json({ ok: true as const });
  });
