import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import {
  type ClientNotification,
  type ClientNotificationsResponse,
  NOTIFICATION_CREATED_EVENT,
  SENT_NOTIFICATIONS_PAGE_SIZE,
  type SendNotification,
  type SendNotificationResponse,
  type SentNotificationItem,
  type SentNotificationPage,
} from '../../../shared/schemas/notifications.ts';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { readRowCount } from '../../db/row-counts.ts';
import { clients, notifications } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { queuePushes } from '../../push/push-outbox.ts';
import { publishLiveEvent } from '../../realtime/hub.ts';
import type { PushKind } from '../../../shared/schemas/push.ts';

export type NewNotification = { clientId: string; title: string; message: string };
export type NotificationRow = typeof notifications.$inferSelect;

/** Where a notification's push opens the client area: the bell is in every page's header. */
const NOTIFICATION_PUSH_URL = '/kullanici';

/**
 * Writes notifications and announces each to its client's open browsers, and queues it as a web push
 * to the client's subscribed browsers (of `pushKind`, unless the client turned that kind off). Call it
 * inside the transaction of the write it belongs to: the NOTIFY and the push outbox rows take effect
 * on commit, so a rolled-back goal or message never shows up in a bell or on a phone.
 */
export async function createNotifications(
  tx: Database,
  rows: NewNotification[],
  pushKind: PushKind = 'notifications',
): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  const created = await tx.insert(notifications).values(rows).returning();
  for (const row of created) {
    if (row.clientId)
      await publishLiveEvent(tx, { type: NOTIFICATION_CREATED_EVENT, clientId: row.clientId, data: row });
  }
  await queuePushes(
    tx,
    created.flatMap((row) =>
      row.clientId
        ? [
            {
              clientId: row.clientId,
              kind: pushKind,
              title: row.title,
              body: row.message,
              url: NOTIFICATION_PUSH_URL,
              tag: `notification-${row.id}`,
            },
          ]
        : [],
    ),
  );
  return created;
}

// ---- the client's bell (/api/me/notifications) ----

// The client's own notifications (spec 1 §2.10). Every statement is filtered by the session's client
// id, so another client's notification id answers 404 exactly like one that does not exist.

/** The bell shows the newest this many; the unread count covers all of them. */
export const NOTIFICATION_LIST_LIMIT = 100;
const notificationMissing = 'Bildirim bulunamadı.';

const toClientNotification = (row: NotificationRow): ClientNotification => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

const ownedBy = (clientId: string, id: string) => and(eq(notifications.id, id), eq(notifications.clientId, clientId));

// One statement, one round trip: the newest rows, each carrying the client's unread count (an
// uncorrelated subquery, computed once). A client without notifications gets no row and 0 unread.
const selectBell = preparedPerDatabase((db) => {
  const clientId = sql.placeholder('clientId');
  return db
    .select({
      ...getTableColumns(notifications),
      unreadCount:
        sql<number>`(select count(*) from ${notifications} where ${notifications.clientId} = ${clientId} and ${notifications.read} = false)`.mapWith(
          Number,
        ),
    })
    .from(notifications)
    .where(eq(notifications.clientId, clientId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_LIMIT)
    .prepare('bell');
});

export async function listClientNotifications(
  db: Database,
  params: { clientId: string },
): Promise<ClientNotificationsResponse> {
  const rows = await selectBell(db).execute(params);
  return {
    notifications: rows.map(({ unreadCount: _unread, ...row }) => toClientNotification(row)),
    unreadCount: rows[0]?.unreadCount ?? 0,
  };
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

// ---- the dietitian's sending screen (/api/admin/notifications) ----

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

/**
 * Sent notifications, newest first, with the client's name (null once the client was deleted). The
 * page is cut from the notifications alone, in index order, and only its rows are joined to their
 * clients: joining first would look up a client for every skipped row of a deep page. The total is the
 * triggers' exact count (db/row-counts.ts), not a count of every row (issue #17).
 */
export async function listSentNotifications(db: Database, params: { page: number }): Promise<SentNotificationPage> {
  const pageSize = SENT_NOTIFICATIONS_PAGE_SIZE;
  const page = db
    .select({
      id: notifications.id,
      title: notifications.title,
      message: notifications.message,
      read: notifications.read,
      clientId: notifications.clientId,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(pageSize)
    .offset((params.page - 1) * pageSize)
    .as('page');
  const [rows, total] = await Promise.all([
    db
      .select({
        id: page.id,
        title: page.title,
        message: page.message,
        read: page.read,
        clientId: page.clientId,
        clientName: clients.name,
        createdAt: page.createdAt,
      })
      .from(page)
      .leftJoin(clients, eq(clients.id, page.clientId))
      .orderBy(desc(page.createdAt), desc(page.id)),
    readRowCount(db, 'notifications'),
  ]);
  const items: SentNotificationItem[] = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return { items, total, page: params.page, pageSize };
}

export async function deleteSentNotification(db: Database, params: { notificationId: string }): Promise<void> {
  const deleted = await db
    .delete(notifications)
    .where(eq(notifications.id, params.notificationId))
    .returning({ id: notifications.id });
  if (deleted.length === 0) throw notFound('Bildirim bulunamadı.');
}
