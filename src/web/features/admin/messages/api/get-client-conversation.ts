import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** Every call is an audited read of the client's messages (the server records it). */
export const getClientConversation = (clientId: string) =>
  call(adminApi.messages[':clientId'].$get({ param: { clientId } }));

export const getClientConversationQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.messages.ofClient(clientId),
    queryFn: () => getClientConversation(clientId),
  });

export const useClientConversation = (clientId: string) => useQuery(getClientConversationQueryOptions(clientId));
