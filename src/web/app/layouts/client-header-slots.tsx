import { UnreadMessagesBadge } from '../../features/me/messages/index.ts';
import { NotificationBell } from '../../features/me/notifications/index.ts';

// Slot in the client header for the notification bell (spec 1 §2.10).
export function NotificationBellSlot() {
  return <NotificationBell />;
}

// Slot on the 'Mesajlar' tab for the count of the practice's unread messages (issue #42).
export function UnreadMessagesBadgeSlot() {
  return <UnreadMessagesBadge />;
}
