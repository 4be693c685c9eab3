import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getUnreadMessageCount = () => call(adminApi.messages['unread-count'].$get());

export const getUnreadMessageCountQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.messages.unreadCount, queryFn: getUnreadMessageCount });

export const useUnreadMessageCount = () => useQuery(getUnreadMessageCountQueryOptions());
