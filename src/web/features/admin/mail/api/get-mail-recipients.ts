import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getMailRecipients = (search: string) => call(adminApi.mail.recipients.$get({ query: { search } }));

export const getMailRecipientsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: queryKeys.admin.mail.recipients(search),
    queryFn: () => getMailRecipients(search),
    placeholderData: keepPreviousData,
  });

/** Clients for the composer, with each one's commercial e-mail consent. */
export const useMailRecipients = (search: string) => useQuery(getMailRecipientsQueryOptions(search));
