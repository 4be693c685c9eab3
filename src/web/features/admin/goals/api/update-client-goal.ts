import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, adminApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const updateClientGoal = (params: { id: string; completed: boolean }) =>
  call(adminApi.goals[':id'].$patch({ param: { id: params.id }, json: { completed: params.completed } }));

/** Marks a client's goal completed ('Tamamlandı') or reopens it ('Devam Ediyor'). */
export function useUpdateClientGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClientGoal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.goals.all }),
  });
}
