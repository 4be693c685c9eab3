import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { rememberAdminAppearance } from './get-admin-appearance.ts';

export const setLogo = (logoKey: string) => call(adminApi.settings.logo.$put({ json: { logoKey } }));

/** Takes the uploaded image (its key) as the site logo. */
export function useSetLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLogo,
    onSuccess: (result) => {
      rememberAdminAppearance(result.appearance);
      queryClient.setQueryData(queryKeys.admin.settings, result);
      return queryClient.invalidateQueries({ queryKey: queryKeys.public.siteLogo });
    },
  });
}
