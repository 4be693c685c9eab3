import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushKind, PushSettingsResponse } from '../../../../../shared/schemas/push.ts';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const savePushPreferences = (mutedKinds: PushKind[]) =>
  call(meApi.push.preferences.$put({ json: { mutedKinds } }));

export function useSavePushPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePushPreferences,
    onSuccess: (result) =>
      queryClient.setQueryData<PushSettingsResponse>(queryKeys.me.push, (old) =>
        old ? { ...old, mutedKinds: result.mutedKinds } : old,
      ),
  });
}
