import { useUnreadMessageCount } from '../api/get-unread-message-count.ts';
import { meMessagesMessages as t } from '../messages.ts';

/** The number of the practice's unread messages on the 'Mesajlar' tab; nothing when there are none. */
export function UnreadMessagesBadge() {
  const unreadCount = useUnreadMessageCount().data?.unreadCount ?? 0;
  if (unreadCount === 0) return null;
  return (
    <span
      data-testid="unread-messages-badge"
      className="absolute -top-1 right-0 min-w-5 translate-x-1/2 rounded-full bg-red-600 px-1.5 text-center text-[0.6875rem] leading-5 font-bold text-white"
    >
      <span aria-hidden="true">{unreadCount > 99 ? '99+' : unreadCount}</span>
      <span className="sr-only">{t.unread(unreadCount)}</span>
    </span>
  );
}
