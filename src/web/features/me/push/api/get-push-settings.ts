import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getPushSettings = () => call(meApi.push.$get());

export const getPushSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me.push, queryFn: getPushSettings });

/** The VAPID public key, the kinds the client turned off and how many browsers are subscribed. */
export const usePushSettings = () => useQuery(getPushSettingsQueryOptions());
