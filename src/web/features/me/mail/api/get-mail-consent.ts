import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getMailConsent = () => call(meApi.mail.consent.$get());

export const getMailConsentQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me.mailConsent, queryFn: getMailConsent });

/** The client's own commercial e-mail consent. */
export const useMailConsent = () => useQuery(getMailConsentQueryOptions());
