import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getMailSends = () => call(adminApi.mail.sends.$get());

const DELIVERY_POLL_MS = 5_000;

export const getMailSendsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.mail.sends,
    queryFn: getMailSends,
    // While a mail still waits in the queue, look again so the status changes on screen.
    refetchInterval: (query) =>
      query.state.data?.sends.some((send) =>
        send.recipients.some((recipient) => recipient.status === 'pending' || recipient.status === 'sending'),
      )
        ? DELIVERY_POLL_MS
        : false,
  });

/** The latest bulk sends with each recipient's delivery status. */
export const useMailSends = () => useQuery(getMailSendsQueryOptions());
