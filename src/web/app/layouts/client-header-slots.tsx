import { NotificationBell } from '../../features/client-notifications/components/notification-bell.tsx';

// Slot in the client header for the notification bell (spec 1 §2.10).
export function NotificationBellSlot() {
  return <NotificationBell />;
}
