import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiaryDayResponse, DiaryPhoto } from '../../../../../shared/schemas/diary.ts';
import type { MessagePhotoVariant } from '../../../../../shared/schemas/messages.ts';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** An entry's meal photo, from the private route ($path is relative to /api/me). */
export const myDiaryPhotoUrl = (photoId: string, variant: MessagePhotoVariant) =>
  `/api/me${meApi.diary.photos[':id'].$path({ param: { id: photoId }, query: { variant } })}`;

/** Puts the entry's new photo (or none) into the day's cached entries. */
function usePhotoOfEntry(date: string) {
  const queryClient = useQueryClient();
  return (entryId: string, photo: DiaryPhoto | null) =>
    queryClient.setQueryData<DiaryDayResponse>(queryKeys.me.diaryDay(date), (day) =>
      day ? { ...day, entries: day.entries.map((item) => (item.id === entryId ? { ...item, photo } : item)) } : day,
    );
}

/** Attaches (or replaces) an entry's photo; needs a connection, it is never kept offline. */
export function useSetDiaryPhoto(date: string) {
  const setPhoto = usePhotoOfEntry(date);
  return useMutation({
    mutationFn: ({ entryId, photo }: { entryId: string; photo: File }) =>
      call(meApi.diary[':id'].photo.$post({ param: { id: entryId }, form: { photo } })),
    onSuccess: (result, { entryId }) => setPhoto(entryId, result.photo),
  });
}

export function useRemoveDiaryPhoto(date: string) {
  const setPhoto = usePhotoOfEntry(date);
  return useMutation({
    mutationFn: (entryId: string) => call(meApi.diary[':id'].photo.$delete({ param: { id: entryId } })),
    onSuccess: (_result, entryId) => setPhoto(entryId, null),
  });
}
