import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** The picker's foods: the admin's favourites, the recent foods, then the rest (ADR 0075, stop 54). */
export const getFoodPicks = (search: string) => call(adminApi.foods.picks.$get({ query: { search } }));

const getFoodPicksQueryOptions = (search: string) =>
  queryOptions({
    queryKey: queryKeys.admin.foods.picks(search),
    queryFn: () => getFoodPicks(search),
    placeholderData: keepPreviousData,
  });

export const useFoodPicks = (search: string) => useQuery(getFoodPicksQueryOptions(search));
