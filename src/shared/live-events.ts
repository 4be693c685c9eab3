// The names of the live events the server sends on GET /api/me/events, without zod: the client
// area's header (the notification bell) listens to them on every screen, so they must not bring the
// validation library into the area's first paint (issue #17). The schemas re-export them.

/** A notification was raised for the client: the bell and its list refresh. */
export const NOTIFICATION_CREATED_EVENT = 'notification.created';

/** Live events that change the client's goals: the client home refreshes them. */
export const GOAL_ASSIGNED_EVENT = 'goal.assigned';
export const GOAL_CHANGED_EVENT = 'goal.changed';

/**
 * A message between a client and the practice was written: sent on the client's stream and on the
 * admins' stream (GET /api/admin/events); both sides' conversation and unread counts refresh.
 */
export const MESSAGE_CREATED_EVENT = 'message.created';

/** The other side saw the messages of a conversation ('Görüldü'). */
export const MESSAGES_READ_EVENT = 'messages.read';

/**
 * A client booked, cancelled or moved an appointment from 'Randevularım' (issue #44): sent on the
 * admins' stream; the appointments list refreshes and the dietitian is told who did what.
 */
export const APPOINTMENT_CHANGED_EVENT = 'appointment.changed';
