import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationFilter } from '../../../../../shared/message-constants.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getConversations = (filter: ConversationFilter, search: string, page: number) =>
  call(adminApi.messages.$get({ query: { filter, search, page: String(page) } }));

export const getConversationsQueryOptions = (filter: ConversationFilter, search: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.admin.messages.inbox(filter, search, page),
    queryFn: () => getConversations(filter, search, page),
    placeholderData: keepPreviousData,
  });

export const useConversations = (filter: ConversationFilter, search: string, page: number) =>
  useQuery(getConversationsQueryOptions(filter, search, page));
