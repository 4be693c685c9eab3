import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGoal } from '../../../../../shared/schemas/goals.ts';
import { call, adminApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const createGoal = (input: CreateGoal) => call(adminApi.goals.$post({ json: input }));

/** Creates a goal for the chosen clients (the server also notifies each of them). */
export function useCreateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGoal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.goals.all }),
  });
}
