import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, publicApi } from '../../../lib/api-client.ts';
import { announceSignOut } from '../../../lib/session-end.ts';
import { getSessionQueryOptions } from './get-session.ts';

export const signOut = () => call(publicApi.auth['sign-out'].$post());

/** Signs out, forgets every cached answer of the previous user and tells the browser's other tabs. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: announceSignOut,
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(getSessionQueryOptions().queryKey, { user: null });
    },
  });
}
