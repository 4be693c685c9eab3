import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientDiaryResponse } from '../../../../../shared/schemas/diary.ts';
import { apiGet } from '../../../../lib/api.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getClientDiaryDay = (clientId: string, date: string) =>
  apiGet<ClientDiaryResponse>(`/api/admin/diary/${encodeURIComponent(clientId)}?${new URLSearchParams({ date })}`);

export const getClientDiaryDayQueryOptions = (clientId: string, date: string) =>
  queryOptions({
    queryKey: queryKeys.admin.diary.day(clientId, date),
    queryFn: () => getClientDiaryDay(clientId, date),
  });

/** One client's diary day, grouped into meals with totals by the server; idle until both are chosen. */
export const useClientDiaryDay = (clientId: string | null, date: string) =>
  useQuery({ ...getClientDiaryDayQueryOptions(clientId ?? '', date), enabled: Boolean(clientId && date) });
