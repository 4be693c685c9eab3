import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RetentionOverview, UpdateRetention } from '../../../../../shared/schemas/retention.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** Saved at the version the screen read (ADR 0053): a stale version is a 409 and nothing is written. */
const updateRetention = ({ version, input }: { version: number; input: UpdateRetention }) =>
  call(adminApi.retention.$put({ json: { ...input, version } }));

/** Saves the retention periods; the next periodic destruction applies them. */
export function useUpdateRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRetention,
    onSuccess: (result) =>
      queryClient.setQueryData<RetentionOverview>(queryKeys.admin.retention, (current) =>
        current ? { ...current, settings: result.settings } : current,
      ),
  });
}
