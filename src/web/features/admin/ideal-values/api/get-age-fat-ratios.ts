import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getAgeFatRatios = () => call(adminApi['ideal-values']['age-fat-ratios'].$get());

export const getAgeFatRatiosQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.idealValues.ageFatRatios, queryFn: getAgeFatRatios });

/** Nine age bands per gender, null where nothing is saved yet. */
export const useAgeFatRatios = () => useQuery(getAgeFatRatiosQueryOptions());
