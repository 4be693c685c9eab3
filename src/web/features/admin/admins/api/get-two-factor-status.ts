import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getTwoFactorStatus = () => call(adminApi['two-factor'].$get());

export const getTwoFactorStatusQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.admins.twoFactor, queryFn: getTwoFactorStatus });

/** Whether the signed-in admin's own sign-in asks for an authenticator code. */
export const useTwoFactorStatus = () => useQuery(getTwoFactorStatusQueryOptions());
