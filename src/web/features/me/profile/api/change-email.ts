import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeEmailValues, ClientProfileResponse } from '../../../../../shared/schemas/profile.ts';
import { call, meApi } from '../../../../lib/api-client.ts';
import { getSessionQueryOptions } from '../../../auth/index.ts';
import { getProfileQueryOptions } from './get-profile.ts';

export const changeEmail = (input: ChangeEmailValues) => call(meApi.profile.email.$put({ json: input }));

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: ({ email }) => {
      queryClient.setQueryData<ClientProfileResponse>(getProfileQueryOptions().queryKey, (current) =>
        current ? { profile: { ...current.profile, email } } : current,
      );
      void queryClient.invalidateQueries({ queryKey: getSessionQueryOptions().queryKey });
    },
  });
}
