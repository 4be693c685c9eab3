import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientHomeResponse } from '../../../../../shared/schemas/home.ts';
import { call, meApi } from '../../../../lib/api-client.ts';
import { getHomeQueryOptions } from './get-home.ts';

export const addWaterGlass = () => call(meApi.water.$post({ json: {} }));

/** One more glass today; the server's count (atomic, Istanbul day) replaces the shown one. */
export function useAddWaterGlass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWaterGlass,
    onSuccess: ({ water }) => {
      queryClient.setQueryData<ClientHomeResponse>(getHomeQueryOptions().queryKey, (home) => {
        if (!home) return home;
        // The glass that reaches the goal makes today a completed water day of this week.
        const isGoalJustReached = water.date === home.water.date && water.glasses === water.goal;
        const statistics = isGoalJustReached
          ? { ...home.statistics, waterGoalDaysThisWeek: home.statistics.waterGoalDaysThisWeek + 1 }
          : home.statistics;
        return { ...home, water, statistics };
      });
    },
  });
}
