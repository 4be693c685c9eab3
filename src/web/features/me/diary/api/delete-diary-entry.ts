import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiaryDayResponse } from '../../../../../shared/schemas/diary.ts';
import { apiDelete } from '../../../../lib/api.ts';
import { diaryQueryKey } from './get-diary-day.ts';

export const deleteDiaryEntry = (entryId: string) =>
  apiDelete<{ ok: true }>(`/api/me/diary/${encodeURIComponent(entryId)}`);

export function useDeleteDiaryEntry(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDiaryEntry,
    onSuccess: (_result, entryId) => {
      queryClient.setQueryData<DiaryDayResponse>(diaryQueryKey(date), (day) =>
        day ? { ...day, entries: day.entries.filter((item) => item.id !== entryId) } : day,
      );
    },
  });
}
