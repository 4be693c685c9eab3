import { and, count, desc, eq } from 'drizzle-orm';
import type { ClientNotification, ClientNotificationsResponse } from '../../../shared/schemas/client-notifications.ts';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';

// The client's own notifications (spec 1 §2.10). Every statement is filtered by the session's client
// id, so another client's notification id answers 404 exactly like one that does not exist.

/** The bell shows the newest this many; the unread count covers all of them. */
export const NOTIFICATION_LIST_LIMIT = 100;
const notificationMissing = 'Bildirim bulunamadı.';

type NotificationRow = typeof notifications.$inferSelect;
const toClientNotification = (row: NotificationRow): ClientNotification => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

const ownedBy = (clientId: string, id: string) => and(eq(notifications.id, id), eq(notifications.clientId, clientId));

export async function listClientNotifications(
  db: Database,
  params: { clientId: string },
): Promise<ClientNotificationsResponse> {
  const byClient = eq(notifications.clientId, params.clientId);
  const [rows, unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(byClient)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_LIST_LIMIT),
    db
      .select({ value: count() })
      .from(notifications)
      .where(and(byClient, eq(notifications.read, false))),
  ]);
  return { notifications: rows.map(toClientNotification), unreadCount: Number(unread[0]?.value ?? 0) };
}

export async function markClientNotificationRead(
  db: Database,
  params: { clientId: string; notificationId: string },
): Promise<ClientNotification> {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(ownedBy(params.clientId, params.notificationId))
    .returning();
  if (!row) throw notFound(notificationMissing);
  return toClientNotification(row);
}

export async function deleteClientNotification(
  db: Database,
  params: { clientId: string; notificationId: string },
): Promise<void> {
  const deleted = await db
    .delete(notifications)
    .where(ownedBy(params.clientId, params.notificationId))
    .returning({ id: notifications.id });
  if (deleted.length === 0) throw notFound(notificationMissing);
}
