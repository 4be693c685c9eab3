import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getAdmins = (search: string) => call(adminApi.admins.$get({ query: { search } }));

export const getAdminsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: queryKeys.admin.admins.list(search),
    queryFn: () => getAdmins(search),
    placeholderData: keepPreviousData,
  });

/** The admins, newest first, filtered by the search box on the server. */
export const useAdmins = (search: string) => useQuery(getAdminsQueryOptions(search));
