import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getSecurityEvents = (page: number) =>
  call(adminApi['security-events'].$get({ query: { page: String(page) } }));

export const getSecurityEventsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.admin.securityEvents.page(page),
    queryFn: () => getSecurityEvents(page),
    placeholderData: keepPreviousData,
  });

/** 'Güvenlik olayları': the sign-in defences' events, newest first, 20 a page. */
export const useSecurityEvents = (page: number) => useQuery(getSecurityEventsQueryOptions(page));
