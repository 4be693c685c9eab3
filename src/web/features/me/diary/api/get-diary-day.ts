import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DiaryDayResponse } from '../../../../../shared/schemas/diary.ts';
import { apiGet } from '../../../../lib/api.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getDiaryDay = (date: string) => apiGet<DiaryDayResponse>(`/api/me/diary?${new URLSearchParams({ date })}`);

export const getDiaryDayQueryOptions = (date: string) =>
  queryOptions({ queryKey: queryKeys.me.diaryDay(date), queryFn: () => getDiaryDay(date) });

/** One day of the signed-in client's diary: the whole screen's data in one request. */
export const useDiaryDay = (date: string) => useQuery(getDiaryDayQueryOptions(date));
