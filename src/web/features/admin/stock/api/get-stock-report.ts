import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getStockReport = () => call(adminApi.stock.$get());

export const getStockReportQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.stock.all, queryFn: getStockReport });

/** The whole stock screen in one answer: totals and every product with its sales and profit. */
export const useStockReport = () => useQuery(getStockReportQueryOptions());
