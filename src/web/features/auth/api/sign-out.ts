import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, publicApi } from '../../../lib/api-client.ts';
import { getSessionQueryOptions } from './get-session.ts';

export const signOut = () => call(publicApi.auth['sign-out'].$post());

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
