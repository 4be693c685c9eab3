import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  GOAL_ASSIGNED_EVENT,
  GOAL_CHANGED_EVENT,
  MESSAGE_CREATED_EVENT,
  MESSAGES_READ_EVENT,
  NOTIFICATION_CREATED_EVENT,
} from '../../../../../shared/live-events.ts';
import type { ClientNotification, ClientNotificationsResponse } from '../../../../../shared/schemas/notifications.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { getNotificationsQueryOptions, withNotifications } from './get-notifications.ts';

const EVENTS_PATH = '/api/me/events';
const MAX_RECONNECT_DELAY_MS = 30_000;

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
 * Keeps the bell live (spec 1 §2.10) and refreshes what other live events change (home goals): new notifications from GET /api/me/events go on top of the
 * list. EventSource reconnects by itself after a dropped stream; when the server refused the stream
 * (readyState CLOSED) a new one is opened with a growing delay. After every reconnect the list is
 * fetched again, so nothing sent while the stream was down is missed.
 */
export function useLiveNotifications(clientId: string | undefined, onArrival: (row: ClientNotification) => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!clientId || typeof EventSource === 'undefined') return;
    const queryKey = getNotificationsQueryOptions().queryKey;
    let source: EventSource | null = null;
    let reconnectTimer: number | undefined;
    let failures = 0;
    let hasBeenReady = false;
    let isStopped = false;

    const handleCreated = (event: MessageEvent<string>) => {
      let row: ClientNotification;
      try {
        row = JSON.parse(event.data) as ClientNotification;
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

    let connectStartedAt = 0;
    const handleReady = () => {
      failures = 0;
      // A list loaded before this stream opened may lack what arrived in between: fetch it again.
      const loadedAt = queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
      if (hasBeenReady || (loadedAt > 0 && loadedAt < connectStartedAt)) {
        void queryClient.invalidateQueries({ queryKey });
      }
      // After a dropped stream, events may have been missed: fetch what they would have refreshed.
      if (hasBeenReady) for (const key of refreshedQueries) void queryClient.invalidateQueries({ queryKey: key });
      hasBeenReady = true;
    };

    const connect = () => {
      connectStartedAt = Date.now();
      source = new EventSource(EVENTS_PATH);
      source.addEventListener(NOTIFICATION_CREATED_EVENT, handleCreated as EventListener);
      source.addEventListener('ready', handleReady);
      for (const [eventName, keys] of Object.entries(queriesRefreshedBy)) {
        source.addEventListener(eventName, () => {
          for (const key of keys) void queryClient.invalidateQueries({ queryKey: key });
        });
      }
      source.addEventListener('error', () => {
        if (isStopped || !source || source.readyState !== EventSource.CLOSED) return;
        source.close();
        failures += 1;
        const delay = Math.min(MAX_RECONNECT_DELAY_MS, 1000 * 2 ** (failures - 1));
        reconnectTimer = window.setTimeout(connect, delay);
      });
    };

    connect();
    return () => {
      isStopped = true;
      window.clearTimeout(reconnectTimer);
      source?.close();
    };
  }, [clientId, queryClient, onArrival]);
}
