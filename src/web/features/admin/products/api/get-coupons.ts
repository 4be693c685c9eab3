import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getCoupons = () => call(adminApi.products.coupons.$get());

export const getCouponsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.products.coupons, queryFn: getCoupons });

export const useCoupons = () => useQuery(getCouponsQueryOptions());
