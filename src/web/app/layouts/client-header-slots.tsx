import { NotificationBell } from '../../features/me/notifications/index.ts';

// Slot in the client header for the notification bell (spec 1 §2.10).
export function NotificationBellSlot() {
  return <NotificationBell />;
}
