import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';
import { getSessionQueryOptions } from './get-session.ts';

export const signOut = () => apiPost<{ ok: true }>('/api/auth/sign-out');

/** Signs out and forgets every cached answer of the previous user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(getSessionQueryOptions().queryKey, { user: null });
    },
  });
}
