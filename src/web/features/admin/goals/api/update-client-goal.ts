import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch } from '../../../../lib/api.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const updateClientGoal = (params: { id: string; completed: boolean }) =>
  apiPatch<{ id: string; completed: boolean }>(`/api/admin/goals/${params.id}`, {
    completed: params.completed,
  });

/** Marks a client's goal completed ('Tamamlandı') or reopens it ('Devam Ediyor'). */
export function useUpdateClientGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClientGoal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.goals.all }),
  });
}
