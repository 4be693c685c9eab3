import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClientOption } from '../../../../../shared/schemas/clients-options.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { useAddressParams } from '../../../../lib/use-address-params.ts';

const CLIENT_PARAM = 'client';

const getClientOptionQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.clients.option(clientId),
    queryFn: () => call(adminApi.clients.options.$get({ query: { id: clientId, limit: '1' } })),
  });

/**
 * The client an admin screen works on, kept in the address as ?client=<id> (issue #18): a reload, the
 * back button and a link sent to a colleague all open the same client. Picking a client adds a
 * history entry; a client named only by the address is looked up once to show their name.
 */
export function useClientInAddress(): [client: ClientOption | null, selectClient: (client: ClientOption) => void] {
  const [params, updateParams] = useAddressParams();
  const clientId = params.get(CLIENT_PARAM);
  const [picked, setPicked] = useState<ClientOption | null>(null);
  const isKnown = picked !== null && picked.id === clientId;
  const lookup = useQuery({
    ...getClientOptionQueryOptions(clientId ?? ''),
    enabled: clientId !== null && !isKnown,
  });

  const client = isKnown ? picked : clientId ? (lookup.data?.clients[0] ?? null) : null;
  const selectClient = (next: ClientOption) => {
    setPicked(next);
    updateParams((address) => address.set(CLIENT_PARAM, next.id));
  };
  return [client, selectClient];
}
