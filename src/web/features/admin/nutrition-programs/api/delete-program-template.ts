import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

const deleteProgramTemplate = (id: string) =>
  call(adminApi['nutrition-program-templates'][':id'].$delete({ param: { id } }));

export function useDeleteProgramTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProgramTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.nutritionProgramTemplates.all }),
  });
}
