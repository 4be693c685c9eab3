// Slot in the client header for the notification bell (spec 1 §2.10). The client-area feature
// renders its bell here; until it does, the header shows nothing in its place.
export function NotificationBellSlot() {
  return null;
}
