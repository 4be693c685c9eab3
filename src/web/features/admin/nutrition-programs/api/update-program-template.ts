import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateNutritionProgramTemplate } from '../../../../../shared/schemas/nutrition-program-templates.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

const updateProgramTemplate = ({ id, input }: { id: string; input: UpdateNutritionProgramTemplate }) =>
  call(adminApi['nutrition-program-templates'][':id'].$patch({ param: { id }, json: input }));

/** 'Yeniden adlandır': a template's name and description. */
export function useUpdateProgramTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgramTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.nutritionProgramTemplates.all }),
  });
}
