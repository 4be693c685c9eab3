import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getQuickReplies = () => call(adminApi.messages['quick-replies'].$get());

export const getQuickRepliesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.messages.quickReplies, queryFn: getQuickReplies });

export const useQuickReplies = () => useQuery(getQuickRepliesQueryOptions());
