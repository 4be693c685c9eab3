import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../../lib/api.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const deleteClientGoal = (id: string) => apiDelete<{ ok: true }>(`/api/admin/goals/${id}`);

export function useDeleteClientGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClientGoal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.goals.all }),
  });
}
