import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiaryDayResponse } from '../../../../../shared/schemas/diary.ts';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const deleteDiaryEntry = (entryId: string) => call(meApi.diary[':id'].$delete({ param: { id: entryId } }));

export function useDeleteDiaryEntry(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDiaryEntry,
    onSuccess: (_result, entryId) => {
      queryClient.setQueryData<DiaryDayResponse>(queryKeys.me.diaryDay(date), (day) =>
        day ? { ...day, entries: day.entries.filter((item) => item.id !== entryId) } : day,
      );
    },
  });
}
