import { Trash2, User, UserX } from 'lucide-react';
import { formatTurkishDateTime } from '../../../../../shared/dates.ts';
import type { SentNotificationItem } from '../../../../../shared/schemas/notifications.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { adminNotificationsMessages } from '../messages.ts';

/** One sent notification: read badge, client (or 'Silinmiş Danışan'), date-time, delete. */
export function SentNotificationRow({
  notification,
  onDelete,
}: {
  notification: SentNotificationItem;
  onDelete: (notification: SentNotificationItem) => void;
}) {
  const clientName = notification.clientName ?? adminNotificationsMessages.deletedClient;
  return (
    <div className="flex gap-3 px-5 py-3">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words text-slate-900 dark:text-white">{notification.title}</h3>
          <Badge tone={notification.read ? 'success' : 'info'}>
            {notification.read ? adminNotificationsMessages.read : adminNotificationsMessages.unread}
          </Badge>
        </div>
        <p className="text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
          {notification.message}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
          <span className="inline-flex items-center gap-1">
            {notification.clientName ? (
              <User aria-hidden="true" className="size-3.5" />
            ) : (
              <UserX aria-hidden="true" className="size-3.5" />
            )}
            {clientName}
          </span>
          <time dateTime={notification.createdAt}>{formatTurkishDateTime(notification.createdAt)}</time>
        </p>
      </div>
      <button
        type="button"
        onClick={() => onDelete(notification)}
        aria-label={`${adminNotificationsMessages.confirmDelete}: ${notification.title} (${clientName})`}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
