import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getFoodOptions = () => call(meApi.foods.$get());

/** The picker's foods: the same for every day, so loaded once (when the picker first opens) and kept. */
export const getFoodOptionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me.foods, queryFn: getFoodOptions, staleTime: 10 * 60_000 });

export const useFoodOptions = (isEnabled = true) => useQuery({ ...getFoodOptionsQueryOptions(), enabled: isEnabled });
