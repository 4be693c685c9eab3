import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddDiaryEntryInput, DiaryDayResponse, DiaryEntryResponse } from '../../../../../shared/schemas/diary.ts';
import { apiPost } from '../../../../lib/api.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** Sends only what the client chose; the server computes and stores the nutrients. */
export const addDiaryEntry = (input: AddDiaryEntryInput) => apiPost<DiaryEntryResponse>('/api/me/diary', input);

export function useAddDiaryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDiaryEntry,
    onSuccess: ({ entry }, input) => {
      queryClient.setQueryData<DiaryDayResponse>(queryKeys.me.diaryDay(input.date), (day) =>
        day ? { ...day, entries: [...day.entries, entry] } : day,
      );
    },
  });
}
