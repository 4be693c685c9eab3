import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ChangeEmailResponse,
  ChangeEmailValues,
  ClientProfileResponse,
} from '../../../../shared/schemas/profile.ts';
import { apiPut } from '../../../lib/api.ts';
import { getSessionQueryOptions } from '../../auth/api/get-session.ts';
import { getClientProfileQueryOptions } from './get-client-profile.ts';

export const changeEmail = (input: ChangeEmailValues) => apiPut<ChangeEmailResponse>('/api/me/profile/email', input);

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
