import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getProducts = () => call(adminApi.products.$get());

export const getProductsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.products.list, queryFn: getProducts });

/** Every product, newest first (spec 3 §7). */
export const useProducts = () => useQuery(getProductsQueryOptions());
