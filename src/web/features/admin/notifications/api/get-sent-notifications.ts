import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, adminApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getSentNotifications = (page: number) =>
  call(adminApi.notifications.$get({ query: { page: String(page) } }));

export const getSentNotificationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.admin.notifications.page(page),
    queryFn: () => getSentNotifications(page),
    placeholderData: keepPreviousData,
  });

/** 'Gönderilen Bildirimler': newest first, one page of 20 at a time. */
export const useSentNotifications = (page: number) => useQuery(getSentNotificationsQueryOptions(page));
