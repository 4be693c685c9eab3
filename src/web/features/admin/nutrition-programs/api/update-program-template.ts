import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateNutritionProgramTemplate } from '../../../../../shared/schemas/nutrition-program-templates.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

const updateProgramTemplate = ({
  id,
  version,
  input,
}: {
  id: string;
  version: number;
  input: UpdateNutritionProgramTemplate;
}) => call(adminApi['nutrition-program-templates'][':id'].$patch({ param: { id }, json: { ...input, version } }));

/** 'Yeniden adlandır': a template's name and description, at the version the dialog read (ADR 0053). */
export function useUpdateProgramTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgramTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.nutritionProgramTemplates.all }),
  });
}
