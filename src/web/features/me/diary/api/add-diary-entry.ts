import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddDiaryEntryInput, DiaryDayResponse } from '../../../../../shared/schemas/diary.ts';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** Sends only what the client chose; the server computes and stores the nutrients. */
export const addDiaryEntry = (input: AddDiaryEntryInput) => call(meApi.diary.$post({ json: input }));

export function useAddDiaryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDiaryEntry,
    // Tried even offline: a network failure is what hands the entry to the phone's outbox (issue #41).
    networkMode: 'always',
    onSuccess: ({ entry }, input) => {
      queryClient.setQueryData<DiaryDayResponse>(queryKeys.me.diaryDay(input.date), (day) =>
        day ? { ...day, entries: [...day.entries, entry] } : day,
      );
    },
  });
}
