import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MealType } from '../../../../../shared/constants.ts';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const logPlannedMeal = (meal: MealType) => call(meApi.diary['from-plan'].$post({ json: { meal } }));

/** 'Yedim' (issue #40): today's planned foods of a meal into today's diary; the diary and the home read anew. */
export function useLogPlannedMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logPlannedMeal,
    onSuccess: async (logged) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.me.diaryDay(logged.date) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me.home }),
      ]);
    },
  });
}
