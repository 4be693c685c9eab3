import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateNutritionProgramTemplate } from '../../../../../shared/schemas/nutrition-program-templates.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

const createProgramTemplate = (input: CreateNutritionProgramTemplate) =>
  call(adminApi['nutrition-program-templates'].$post({ json: input }));

/** 'Şablon olarak kaydet': the client's programme as a named template. */
export function useCreateProgramTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProgramTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.nutritionProgramTemplates.all }),
  });
}
