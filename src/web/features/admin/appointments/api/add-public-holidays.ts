import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const addPublicHolidays = () => call(adminApi.appointments['days-off']['public-holidays'].$post());

/** The Turkish public holidays of this year and the next; those already listed are not added again. */
export function useAddPublicHolidays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPublicHolidays,
    onSuccess: ({ added: _added, ...list }) => queryClient.setQueryData(queryKeys.admin.appointments.daysOff, list),
  });
}
