import { queryOptions } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** One client as the list shows it: what the edit form reads again after a stale save (ADR 0053). */
export const getClient = (id: string) => call(adminApi.clients[':id'].$get({ param: { id } }));

export const getClientQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.admin.clients.one(id), queryFn: () => getClient(id) });
