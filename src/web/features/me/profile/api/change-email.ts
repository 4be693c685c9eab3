import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientProfileResponse } from '../../../../../shared/schemas/profile.ts';
import { call, meApi } from '../../../../lib/api-client.ts';
import { getSessionQueryOptions } from '../../../auth/index.ts';
import { getClientProfileQueryOptions } from './get-client-profile.ts';

export const changeEmail = (input: { email: string }) => call(meApi.profile.email.$put({ json: input }));

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: ({ email }) => {
      queryClient.setQueryData<ClientProfileResponse>(getClientProfileQueryOptions().queryKey, (current) =>
        current ? { profile: { ...current.profile, email } } : current,
      );
      void queryClient.invalidateQueries({ queryKey: getSessionQueryOptions().queryKey });
    },
  });
}
