import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getReminderSettings = () => call(meApi.reminders.$get());

export const getReminderSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me.reminders, queryFn: getReminderSettings });

/** The client's water, meal and weigh-in reminders and the e-mail fallback. */
export const useReminderSettings = () => useQuery(getReminderSettingsQueryOptions());
