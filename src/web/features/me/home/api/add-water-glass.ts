import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientHomeResponse } from '../../../../../shared/schemas/home.ts';
import type { AddWaterGlassInput } from '../../../../../shared/schemas/water.ts';
import { call, meApi } from '../../../../lib/api-client.ts';
import { isNetworkFailure, useKeepWaterGlass } from '../../offline/index.ts';
import { getHomeQueryOptions } from './get-home.ts';

/** The glass's id and day are the phone's, so a glass kept offline and sent later counts once (issue #41). */
export const addWaterGlass = (glass: AddWaterGlassInput) => call(meApi.water.$post({ json: glass }));

/** One more glass today; the server's count (atomic, Istanbul day) replaces the shown one. */
export function useAddWaterGlass() {
  const queryClient = useQueryClient();
  const keepWaterGlass = useKeepWaterGlass();
  return useMutation({
    mutationFn: addWaterGlass,
    // Tried even offline: a network failure is what hands the glass to the phone's outbox (issue #41).
    networkMode: 'always',
    // Here, not in the tap's own callbacks: those are dropped when the tracker re-renders anew before
    // the answer, and a glass tapped then was neither sent nor kept.
    onError: (error, glass) => {
      if (isNetworkFailure(error) && glass.clientGlassId)
        void keepWaterGlass({ id: glass.clientGlassId, date: glass.date });
    },
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
