import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getDiaryDay = (date: string) => call(meApi.diary.$get({ query: { date } }));

export const getDiaryDayQueryOptions = (date: string) =>
  queryOptions({ queryKey: queryKeys.me.diaryDay(date), queryFn: () => getDiaryDay(date) });

/** One day of the signed-in client's diary: the whole screen's data in one request. */
export const useDiaryDay = (date: string) => useQuery(getDiaryDayQueryOptions(date));
