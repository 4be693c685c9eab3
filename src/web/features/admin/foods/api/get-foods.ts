import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getFoods = (search: string, page: number) =>
  call(adminApi.foods.$get({ query: { search, page: String(page) } }));

export const getFoodsQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.admin.foods.page(search, page),
    queryFn: () => getFoods(search, page),
    placeholderData: keepPreviousData,
  });

/** One page of the food database, searched on the server (Turkish-aware). */
export const useFoods = (search: string, page: number) => useQuery(getFoodsQueryOptions(search, page));
