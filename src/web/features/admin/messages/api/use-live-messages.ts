import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MESSAGE_CREATED_EVENT, MESSAGES_READ_EVENT } from '../../../../../shared/live-events.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

const EVENTS_PATH = '/api/admin/events';
const MAX_RECONNECT_DELAY_MS = 30_000;

/**
 * Keeps the inbox, the open conversation and the menu's count live (issue #42) from the admins'
 * stream. EventSource reconnects by itself after a dropped stream; when the server refused it
 * (readyState CLOSED) a new one opens after a growing delay. After a reconnect everything is fetched
 * again, so nothing written while the stream was down is missed.
 */
export function useLiveMessages() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reconnectTimer: number | undefined;
    let failures = 0;
    let hasBeenReady = false;
    let isStopped = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.messages.all });

    const connect = () => {
      source = new EventSource(EVENTS_PATH);
      source.addEventListener('ready', () => {
        failures = 0;
        if (hasBeenReady) refresh();
        hasBeenReady = true;
      });
      source.addEventListener(MESSAGE_CREATED_EVENT, refresh);
      source.addEventListener(MESSAGES_READ_EVENT, refresh);
      source.addEventListener('error', () => {
        if (isStopped || !source || source.readyState !== EventSource.CLOSED) return;
        source.close();
        failures += 1;
        reconnectTimer = window.setTimeout(connect, Math.min(MAX_RECONNECT_DELAY_MS, 1000 * 2 ** (failures - 1)));
      });
    };

    connect();
    return () => {
      isStopped = true;
      window.clearTimeout(reconnectTimer);
      source?.close();
    };
  }, [queryClient]);
}
