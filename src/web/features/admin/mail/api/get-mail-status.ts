import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getMailStatus = () => call(adminApi.mail.status.$get());

export const getMailStatusQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.mail.status, queryFn: getMailStatus });

/** Whether mail is configured (the notice while it is not). */
export const useMailStatus = () => useQuery(getMailStatusQueryOptions());
