import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../../lib/api.ts';
import { clientGoalsQueryKey } from './get-client-goals.ts';

export const deleteClientGoal = (id: string) => apiDelete<{ ok: true }>(`/api/admin/goals/${id}`);

export function useDeleteClientGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClientGoal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientGoalsQueryKey }),
  });
}
