import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReminderSettings } from '../../../../../shared/schemas/reminders.ts';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const saveReminderSettings = (settings: ReminderSettings) => call(meApi.reminders.$put({ json: settings }));

export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReminderSettings,
    onSuccess: (result) => queryClient.setQueryData(queryKeys.me.reminders, result),
  });
}
