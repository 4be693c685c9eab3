import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, adminApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const deleteClientGoal = (id: string) => call(adminApi.goals[':id'].$delete({ param: { id } }));

export function useDeleteClientGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClientGoal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.goals.all }),
  });
}
