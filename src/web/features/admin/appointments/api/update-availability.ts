import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityInput } from '../../../../../shared/schemas/appointments.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** Saved at the version the settings screen read (ADR 0053): a stale version is a 409 and nothing is written. */
export const updateAvailability = ({ version, input }: { version: number; input: AvailabilityInput }) =>
  call(adminApi.appointments.availability.$put({ json: { ...input, version } }));

export function useUpdateAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAvailability,
    onSuccess: (result) => queryClient.setQueryData(queryKeys.admin.appointments.availability, result),
  });
}
