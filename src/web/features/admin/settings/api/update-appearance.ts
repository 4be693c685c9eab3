import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateAppearance } from '../../../../../shared/schemas/settings.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { rememberAdminAppearance } from './get-admin-appearance.ts';

/** Saved at the version the screen read (ADR 0053): a stale version is a 409 and nothing is written. */
export const updateAppearance = ({ version, input }: { version: number; input: UpdateAppearance }) =>
  call(adminApi.settings.appearance.$put({ json: { ...input, version } }));

/** Saves the colour mode and colours; the panel takes them at once. */
export function useUpdateAppearance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppearance,
    onSuccess: (result) => {
      rememberAdminAppearance(result.appearance);
      queryClient.setQueryData(queryKeys.admin.settings, result);
    },
  });
}
