import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getClientConsents = (clientId: string) =>
  call(adminApi.consents[':clientId'].$get({ param: { clientId } }));

export const getClientConsentsQueryOptions = (clientId: string) =>
  queryOptions({ queryKey: queryKeys.admin.consents.ofClient(clientId), queryFn: () => getClientConsents(clientId) });

export const useClientConsents = (clientId: string) => useQuery(getClientConsentsQueryOptions(clientId));
