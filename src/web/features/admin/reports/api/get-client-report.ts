import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, adminApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getClientReport = (clientId: string) => call(adminApi.reports[':clientId'].$get({ param: { clientId } }));

export const getClientReportQueryOptions = (clientId: string) =>
  queryOptions({ queryKey: queryKeys.admin.reports.ofClient(clientId), queryFn: () => getClientReport(clientId) });

/** The whole report of one client in one request. */
export const useClientReport = (clientId: string | null) =>
  useQuery({ ...getClientReportQueryOptions(clientId ?? ''), enabled: clientId !== null });
