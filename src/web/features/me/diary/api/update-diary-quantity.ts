import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiaryDayResponse, DiaryEntryResponse } from '../../../../../shared/schemas/diary.ts';
import { apiPatch } from '../../../../lib/api.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const updateDiaryQuantity = (entryId: string, quantity: number) =>
  apiPatch<DiaryEntryResponse>(`/api/me/diary/${encodeURIComponent(entryId)}`, { quantity });

/** Changes an entry's quantity; the server recomputes its nutrients and the day shows its answer. */
export function useUpdateDiaryQuantity(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, quantity }: { entryId: string; quantity: number }) =>
      updateDiaryQuantity(entryId, quantity),
    onSuccess: ({ entry }) => {
      queryClient.setQueryData<DiaryDayResponse>(queryKeys.me.diaryDay(date), (day) =>
        day ? { ...day, entries: day.entries.map((item) => (item.id === entry.id ? entry : item)) } : day,
      );
    },
  });
}
