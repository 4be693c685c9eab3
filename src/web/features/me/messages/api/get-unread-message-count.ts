import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getUnreadMessageCount = () => call(meApi.messages['unread-count'].$get());

export const getUnreadMessageCountQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me.messages.unreadCount, queryFn: getUnreadMessageCount });

export const useUnreadMessageCount = () => useQuery(getUnreadMessageCountQueryOptions());
