import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, adminApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getClientDiaryDay = (clientId: string, date: string) =>
  call(adminApi.diary[':clientId'].$get({ param: { clientId }, query: { date } }));

export const getClientDiaryDayQueryOptions = (clientId: string, date: string) =>
  queryOptions({
    queryKey: queryKeys.admin.diary.day(clientId, date),
    queryFn: () => getClientDiaryDay(clientId, date),
  });

/** One client's diary day, grouped into meals with totals by the server; idle until both are chosen. */
export const useClientDiaryDay = (clientId: string | null, date: string) =>
  useQuery({ ...getClientDiaryDayQueryOptions(clientId ?? '', date), enabled: Boolean(clientId && date) });
