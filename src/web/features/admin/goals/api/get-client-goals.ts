import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientGoalPage } from '../../../../../shared/schemas/goals.ts';
import { apiGet } from '../../../../lib/api.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getClientGoals = (page: number) =>
  apiGet<ClientGoalPage>(`/api/admin/goals?${new URLSearchParams({ page: String(page) })}`);

export const getClientGoalsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.admin.goals.page(page),
    queryFn: () => getClientGoals(page),
    placeholderData: keepPreviousData,
  });

/** The assigned client goals, newest first, one page of 20 at a time. */
export const useClientGoals = (page: number) => useQuery(getClientGoalsQueryOptions(page));
