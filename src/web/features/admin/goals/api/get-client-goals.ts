import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, adminApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getClientGoals = (page: number) => call(adminApi.goals.$get({ query: { page: String(page) } }));

export const getClientGoalsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.admin.goals.page(page),
    queryFn: () => getClientGoals(page),
    placeholderData: keepPreviousData,
  });

/** The assigned client goals, newest first, one page of 20 at a time. */
export const useClientGoals = (page: number) => useQuery(getClientGoalsQueryOptions(page));
