import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** The list's filters as the query string carries them ('' = Tümü). */
export type OrderListFilter = {
  orderStatus: string;
  paymentStatus: string;
  search: string;
  sort: 'order_code' | 'customer_name' | 'total_amount' | 'created_at';
  direction: 'asc' | 'desc';
};

export const getOrders = (filter: OrderListFilter, page: number) =>
  call(adminApi.orders.$get({ query: { ...filter, page: String(page) } }));

export const getOrdersQueryOptions = (filter: OrderListFilter, page: number) =>
  queryOptions({
    queryKey: queryKeys.admin.orders.list(filter, page),
    queryFn: () => getOrders(filter, page),
    placeholderData: keepPreviousData,
  });

export const useOrders = (filter: OrderListFilter, page: number) => useQuery(getOrdersQueryOptions(filter, page));

/** The CSV of the same filters (a plain download link: the browser sends the session cookie). */
export const ordersCsvUrl = (filter: OrderListFilter) =>
  // $path is relative to the client's base (/api/admin); $url would need an absolute base.
  `/api/admin${adminApi.orders.export.$path({ query: filter })}`;
