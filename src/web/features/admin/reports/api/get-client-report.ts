import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientReportResponse } from '../../../../../shared/schemas/reports.ts';
import { apiGet } from '../../../../lib/api.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getClientReport = (clientId: string) => apiGet<ClientReportResponse>(`/api/admin/reports/${clientId}`);

export const getClientReportQueryOptions = (clientId: string) =>
  queryOptions({ queryKey: queryKeys.admin.reports.ofClient(clientId), queryFn: () => getClientReport(clientId) });

/** The whole report of one client in one request. */
export const useClientReport = (clientId: string | null) =>
  useQuery({ ...getClientReportQueryOptions(clientId ?? ''), enabled: clientId !== null });
