import { UUID_PATTERN } from '../fields/id-field.ts';
import { queryInteger } from '../fields/number-field.ts';
import { textField } from '../fields/text-field.ts';
import type { Page } from '../paging.ts';
import { z } from '../zod-turkish.ts';

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

export { NOTIFICATION_CREATED_EVENT } from '../live-events.ts';

// Send notification (spec 2 "Send notification", §5): title and message required, at least one
// recipient. Recipients are either chosen clients or every client; "every client" is resolved on
// the server, so a practice with thousands of clients never sends their ids from the browser.

export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_MESSAGE_MAX = 2000;
export const NOTIFICATION_RECIPIENTS_MAX = 1000;

export const notificationsValidationMessages = {
  noRecipient: 'En az bir alıcı seçin.',
} as const;

export const notificationRecipientsSchema = z.union(
  [
    z.object({ all: z.literal(true) }).strict(),
    z
      .object({
        clientIds: z
          .array(z.string().regex(UUID_PATTERN, 'Geçersiz danışan seçimi.'), {
            error: notificationsValidationMessages.noRecipient,
          })
          .min(1, notificationsValidationMessages.noRecipient)
          .max(NOTIFICATION_RECIPIENTS_MAX, `Bir seferde en fazla ${NOTIFICATION_RECIPIENTS_MAX} danışan seçilebilir.`),
      })
      .strict(),
  ],
  { error: notificationsValidationMessages.noRecipient },
);

export const sendNotificationSchema = z.object({
  title: textField({ error: 'Başlık gerekli.' })
    .trim()
    .min(1, 'Başlık gerekli.')
    .max(NOTIFICATION_TITLE_MAX, `Başlık en fazla ${NOTIFICATION_TITLE_MAX} karakter olabilir.`),
  message: textField({ error: 'Mesaj gerekli.', multiline: true })
    .trim()
    .min(1, 'Mesaj gerekli.')
    .max(NOTIFICATION_MESSAGE_MAX, `Mesaj en fazla ${NOTIFICATION_MESSAGE_MAX} karakter olabilir.`),
  recipients: notificationRecipientsSchema,
});
export type SendNotificationInput = z.input<typeof sendNotificationSchema>;
export type SendNotification = z.output<typeof sendNotificationSchema>;

export const SENT_NOTIFICATIONS_PAGE_SIZE = 20;

export const sentNotificationListQuerySchema = z.object({
  page: queryInteger({ min: 1, max: 100_000, fallback: 1, message: 'Sayfa numarası en az 1 olmalıdır.' }),
});

export type SentNotificationItem = {
  id: string;
  title: string;
  message: string;
  read: boolean;
  /** null once the client was deleted: the list shows 'Silinmiş Danışan'. */
  clientId: string | null;
  clientName: string | null;
  createdAt: string;
};

export type SentNotificationPage = Page<SentNotificationItem>;
export type SendNotificationResponse = { sentCount: number };
