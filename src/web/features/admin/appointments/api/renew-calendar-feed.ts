import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const renewCalendarFeed = () => call(adminApi.appointments['calendar-feed'].renew.$post());

/** A new secret URL; the old one stops working at once. */
export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewCalendarFeed,
    onSuccess: (result) => queryClient.setQueryData(queryKeys.admin.appointments.calendarFeed, result),
  });
}
