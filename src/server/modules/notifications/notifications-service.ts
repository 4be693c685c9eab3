import { notifications } from '../../db/schema/index.ts';
import type { Database } from '../../db/client.ts';
import { publishLiveEvent } from '../../realtime/hub.ts';

export type NewNotification = { clientId: string; title: string; message: string };
export type NotificationRow = typeof notifications.$inferSelect;

export const NOTIFICATION_CREATED_EVENT = 'notification.created';

/**
 * Writes notifications and announces each to its client's open browsers. Call it inside the
 * transaction of the write it belongs to: the NOTIFY is delivered on commit, so a rolled-back goal
 * or message never shows up in a bell.
 */
export async function createNotifications(tx: Database, rows: NewNotification[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  const created = await tx.insert(notifications).values(rows).returning();
  for (const row of created) {
    if (row.clientId)
      await publishLiveEvent(tx, { type: NOTIFICATION_CREATED_EVENT, clientId: row.clientId, data: row });
  }
  return created;
}
