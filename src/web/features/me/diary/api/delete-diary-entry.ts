import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiaryDayResponse } from '../../../../../shared/schemas/diary.ts';
import { apiDelete } from '../../../../lib/api.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const deleteDiaryEntry = (entryId: string) =>
  apiDelete<{ ok: true }>(`/api/me/diary/${encodeURIComponent(entryId)}`);

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
