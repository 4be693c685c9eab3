import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  SENT_NOTIFICATIONS_PAGE_SIZE,
  type SendNotification,
  type SendNotificationResponse,
  type SentNotificationItem,
  type SentNotificationPage,
} from '../../../shared/schemas/send-notification.ts';
import type { Database } from '../../db/client.ts';
import { clients, notifications } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import { createNotifications } from './notifications-service.ts';

/**
 * Sends one notification per recipient in one transaction (all or nothing). `all: true` means every
 * client at the time of sending, resolved here rather than in the browser. Each signed-in client
 * receives theirs live when the transaction commits.
 */
export async function sendNotifications(db: Database, input: SendNotification): Promise<SendNotificationResponse> {
  return db.transaction(async (tx) => {
    let clientIds: string[];
    if ('all' in input.recipients) {
      const rows = await tx.select({ id: clients.id }).from(clients).orderBy(asc(clients.id)).for('share');
      clientIds = rows.map((row) => row.id);
      if (clientIds.length === 0) throw badRequest('Bildirim gönderilecek danışan bulunmuyor.', 'no_clients');
    } else {
      clientIds = [...new Set(input.recipients.clientIds)];
      // FOR SHARE: a client deleted meanwhile waits for this commit instead of breaking the insert.
      const found = await tx
        .select({ id: clients.id })
        .from(clients)
        .where(inArray(clients.id, clientIds))
        .for('share');
      if (found.length !== clientIds.length)
        throw badRequest('Seçilen danışanlardan biri bulunamadı. Listeyi yenileyip tekrar deneyin.', 'unknown_client');
    }
    const created = await createNotifications(
      tx,
      clientIds.map((clientId) => ({ clientId, title: input.title, message: input.message })),
    );
    return { sentCount: created.length };
  });
}

/** Sent notifications, newest first, with the client's name (null once the client was deleted). */
export async function listSentNotifications(db: Database, params: { page: number }): Promise<SentNotificationPage> {
  const pageSize = SENT_NOTIFICATIONS_PAGE_SIZE;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        title: notifications.title,
        message: notifications.message,
        read: notifications.read,
        clientId: notifications.clientId,
        clientName: clients.name,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .leftJoin(clients, eq(clients.id, notifications.clientId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(pageSize)
      .offset((params.page - 1) * pageSize),
    db.select({ total: count() }).from(notifications),
  ]);
  const items: SentNotificationItem[] = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return { items, total: totalRow?.total ?? 0, page: params.page, pageSize };
}

export async function deleteSentNotification(db: Database, params: { notificationId: string }): Promise<void> {
  const deleted = await db
    .delete(notifications)
    .where(eq(notifications.id, params.notificationId))
    .returning({ id: notifications.id });
  if (deleted.length === 0) throw notFound('Bildirim bulunamadı.');
}
