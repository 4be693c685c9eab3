import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { rememberAdminAppearance } from './get-admin-appearance.ts';

export const resetLogo = () => call(adminApi.settings.logo.$delete());

/** Back to the default logo. */
export function useResetLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetLogo,
    onSuccess: (result) => {
      rememberAdminAppearance(result.appearance);
      queryClient.setQueryData(queryKeys.admin.settings, result);
      return queryClient.invalidateQueries({ queryKey: queryKeys.public.siteLogo });
    },
  });
}
