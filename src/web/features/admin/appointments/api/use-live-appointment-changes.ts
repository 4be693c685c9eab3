import { useQueryClient } from '@tanstack/react-query';
import type { AppointmentChange } from '../../../../../shared/appointment-constants.ts';
import { formatTurkishDate } from '../../../../../shared/dates.ts';
import { APPOINTMENT_CHANGED_EVENT } from '../../../../../shared/live-events.ts';
import { notify } from '../../../../components/ui/toast.tsx';
import { useLiveStream } from '../../../../lib/live-stream.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { adminAppointmentsMessages as messages } from '../messages.ts';

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
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.appointments.all });
  useLiveStream('/api/admin/events', {
    events: {
      [APPOINTMENT_CHANGED_EVENT]: (data) => {
        refresh();
        try {
          notify.success(describeAppointmentChange(JSON.parse(data) as AppointmentChange));
        } catch {
          // A change without its details still refreshes the list.
        }
      },
    },
    onReady: ({ isReconnect }) => {
      if (isReconnect) refresh();
    },
  });
}
