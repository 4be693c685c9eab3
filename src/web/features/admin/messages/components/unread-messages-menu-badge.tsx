import { useLiveMessages } from '../api/use-live-messages.ts';
import { useUnreadMessageCount } from '../api/get-unread-message-count.ts';
import { adminMessagesMessages as t } from '../messages.ts';

/**
 * The count of the clients' unread messages beside 'Mesajlar' in the side menu. It sits in the
 * layout on every admin screen, so it also holds the admins' live stream that keeps it current.
 */
export function UnreadMessagesMenuBadge() {
  useLiveMessages();
  const unreadCount = useUnreadMessageCount().data?.unreadCount ?? 0;
  if (unreadCount === 0) return null;
  return (
    <span
      data-testid="admin-unread-messages"
      className="ml-auto min-w-6 rounded-full bg-red-600 px-1.5 text-center text-xs leading-6 font-bold text-white"
    >
      <span aria-hidden="true">{unreadCount > 99 ? '99+' : unreadCount}</span>
      <span className="sr-only">{t.menuUnread(unreadCount)}</span>
    </span>
  );
}
