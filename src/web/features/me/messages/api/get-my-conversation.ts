import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getMyConversation = () => call(meApi.messages.$get());

// Kept fresh by the live stream (use-live-notifications refreshes it on every message event).
export const getMyConversationQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me.messages.conversation, queryFn: getMyConversation });

export const useMyConversation = () => useQuery(getMyConversationQueryOptions());
