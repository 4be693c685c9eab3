import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiaryDayResponse } from '../../../../../shared/schemas/diary.ts';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const updateDiaryQuantity = (entryId: string, quantity: number) =>
  call(meApi.diary[':id'].$patch({ param: { id: entryId }, json: { quantity } }));

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
