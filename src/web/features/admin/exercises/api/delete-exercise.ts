import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const deleteExercise = (id: string) => call(adminApi.exercises[':id'].$delete({ param: { id } }));

export function useDeleteExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExercise,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.exercises.all }),
  });
}
