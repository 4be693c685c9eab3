import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const clearCoachConversation = () => call(adminApi.coach.messages.$delete());

/** Starts over: the admin's stored conversation is removed. */
export function useClearCoachConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCoachConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.coach }),
  });
}
