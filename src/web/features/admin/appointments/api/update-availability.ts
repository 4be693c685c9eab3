import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityInput } from '../../../../../shared/schemas/appointments.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const updateAvailability = (input: AvailabilityInput) =>
  call(adminApi.appointments.availability.$put({ json: input }));

export function useUpdateAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAvailability,
    onSuccess: (result) => queryClient.setQueryData(queryKeys.admin.appointments.availability, result),
  });
}
