import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AppointmentChange } from '../../../../../shared/appointment-constants.ts';
import { formatTurkishDate } from '../../../../../shared/dates.ts';
import { APPOINTMENT_CHANGED_EVENT } from '../../../../../shared/live-events.ts';
import { notify } from '../../../../components/ui/toast.tsx';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { adminAppointmentsMessages as messages } from '../messages.ts';

const EVENTS_PATH = '/api/admin/events';
const MAX_RECONNECT_DELAY_MS = 30_000;

/** 'Ayşe Demir randevusunu iptal etti: 30 Kasım 2026 10:30'. */
const describeAppointmentChange = (change: AppointmentChange) =>
  messages.selfService[change.action](change.clientName, `${formatTurkishDate(change.date)} ${change.time}`);

/**
 * Keeps the appointments screen live while it is open (issue #44): a client's booking, cancellation or
 * move from 'Randevularım' refreshes the list and its statistics and is told in a toast. After a
 * reconnect everything is fetched again, so a change made while the stream was down still shows.
 */
export function useLiveAppointmentChanges() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reconnectTimer: number | undefined;
    let failures = 0;
    let hasBeenReady = false;
    let isStopped = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.appointments.all });

    const connect = () => {
      source = new EventSource(EVENTS_PATH);
      source.addEventListener('ready', () => {
        failures = 0;
        if (hasBeenReady) refresh();
        hasBeenReady = true;
      });
      source.addEventListener(APPOINTMENT_CHANGED_EVENT, (event) => {
        refresh();
        try {
          notify.success(describeAppointmentChange(JSON.parse(event.data) as AppointmentChange));
        } catch {
          // A change without its details still refreshes the list.
        }
      });
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
