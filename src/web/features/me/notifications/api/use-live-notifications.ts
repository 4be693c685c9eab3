import { useQueryClient } from '@tanstack/react-query';
import {
  GOAL_ASSIGNED_EVENT,
  GOAL_CHANGED_EVENT,
  MESSAGE_CREATED_EVENT,
  MESSAGES_READ_EVENT,
  NOTIFICATION_CREATED_EVENT,
} from '../../../../../shared/live-events.ts';
import type { ClientNotification, ClientNotificationsResponse } from '../../../../../shared/schemas/notifications.ts';
import { useLiveStream } from '../../../../lib/live-stream.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { getNotificationsQueryOptions, withNotifications } from './get-notifications.ts';

/**
 * Which screens' data each live event changes (issue #18): the bell is updated in place from the
 * event itself; everything else listed here is fetched again, so every open screen showing that
 * data is current without a reload.
 */
const queriesRefreshedBy: Record<string, ReadonlyArray<readonly unknown[]>> = {
  [GOAL_ASSIGNED_EVENT]: [queryKeys.me.home],
  [GOAL_CHANGED_EVENT]: [queryKeys.me.home],
  // The conversation with the practice and the 'Mesajlar' tab's badge (issue #42).
  [MESSAGE_CREATED_EVENT]: [queryKeys.me.messages.all],
  [MESSAGES_READ_EVENT]: [queryKeys.me.messages.all],
};
const refreshedQueries = [...new Set(Object.values(queriesRefreshedBy).flat())];

/**
 * Keeps the bell live (spec 1 §2.10) and refreshes what other live events change (home goals,
 * messages): new notifications from GET /api/me/events go on top of the list. When the stream is
 * ready the list is fetched again if it was read before this listener heard every event, and after a
 * reconnect everything the events would have refreshed is fetched again, so nothing is missed.
 */
export function useLiveNotifications(clientId: string | undefined, onArrival: (row: ClientNotification) => void) {
  const queryClient = useQueryClient();
  const queryKey = getNotificationsQueryOptions().queryKey;

  const handleCreated = (data: string) => {
    let row: ClientNotification;
    try {
      row = JSON.parse(data) as ClientNotification;
    } catch {
      return;
    }
    // The server only sends the client's own events; the check keeps the spec's rule explicit.
    if (row.clientId !== clientId) return;
    queryClient.setQueryData<ClientNotificationsResponse>(queryKey, (current) => {
      if (!current) return current;
      if (current.notifications.some((existing) => existing.id === row.id)) return current;
      return withNotifications([row, ...current.notifications]);
    });
    onArrival(row);
  };

  const refreshers = Object.fromEntries(
    Object.entries(queriesRefreshedBy).map(([eventName, keys]) => [
      eventName,
      () => {
        for (const key of keys) void queryClient.invalidateQueries({ queryKey: key });
      },
    ]),
  );

  useLiveStream(clientId ? '/api/me/events' : null, {
    events: { ...refreshers, [NOTIFICATION_CREATED_EVENT]: handleCreated },
    onReady: ({ isReconnect, listeningSince }) => {
      // A list loaded before this listener heard every event may lack what arrived in between.
      const loadedAt = queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
      if (isReconnect || (loadedAt > 0 && loadedAt < listeningSince)) void queryClient.invalidateQueries({ queryKey });
      if (isReconnect) for (const key of refreshedQueries) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
