import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getOrder = (id: string) => call(adminApi.orders[':id'].$get({ param: { id } }));

export const getOrderQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.admin.orders.detail(id), queryFn: () => getOrder(id) });

export const useOrder = (id: string) => useQuery(getOrderQueryOptions(id));
