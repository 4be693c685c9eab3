import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getCoachConversation = () => call(adminApi.coach.$get());

export const getCoachConversationQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.coach, queryFn: getCoachConversation });

/** The signed-in admin's conversation with the life coach, and whether a provider is configured. */
export const useCoachConversation = () => useQuery(getCoachConversationQueryOptions());
