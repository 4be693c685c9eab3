import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGoal, CreateGoalResponse } from '../../../../../shared/schemas/goals.ts';
import { apiPost } from '../../../../lib/api.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const createGoal = (input: CreateGoal) => apiPost<CreateGoalResponse>('/api/admin/goals', input);

/** Creates a goal for the chosen clients (the server also notifies each of them). */
export function useCreateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGoal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.goals.all }),
  });
}
