import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resolveNutritionTarget } from '../../../../../shared/diet-target.ts';
import type { ApplyNutritionProgramTemplate } from '../../../../../shared/schemas/nutrition-program-templates.ts';
import type { AdminNutritionProgramResponse } from '../../../../../shared/schemas/nutrition-programs.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

const applyProgramTemplate = ({ id, input }: { id: string; input: ApplyNutritionProgramTemplate }) =>
  call(adminApi['nutrition-program-templates'][':id'].apply.$post({ param: { id }, json: input }));

/**
 * 'Şablon uygula': the template replaces the client's programme at the editor's version. The answer
 * goes into the editor's cache; the editor takes a newer version over (useProgramAutosave).
 */
export function useApplyProgramTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyProgramTemplate,
    onSuccess: ({ program }, { input }) =>
      queryClient.setQueryData<AdminNutritionProgramResponse>(
        queryKeys.admin.nutritionPrograms.ofClient(input.clientId),
        (current) =>
          current
            ? {
                ...current,
                program,
                target: resolveNutritionTarget(program.dailyCaloriesTarget, current.measurementTarget),
              }
            : current,
      ),
  });
}
