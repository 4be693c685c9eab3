// The client's notification bell (spec 1 §2.10): GET/PATCH/DELETE /api/me/notifications.

export type ClientNotification = {
  id: string;
  clientId: string | null;
  title: string;
  message: string;
  read: boolean;
  /** ISO timestamp. */
  createdAt: string;
};

export type ClientNotificationsResponse = { notifications: ClientNotification[]; unreadCount: number };
export type ClientNotificationResponse = { notification: ClientNotification };

export const NOTIFICATION_CREATED_EVENT = 'notification.created';
