import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SentNotificationPage } from '../../../../../shared/schemas/notifications.ts';
import { apiGet } from '../../../../lib/api.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getSentNotifications = (page: number) =>
  apiGet<SentNotificationPage>(`/api/admin/notifications?${new URLSearchParams({ page: String(page) })}`);

export const getSentNotificationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.admin.notifications.page(page),
    queryFn: () => getSentNotifications(page),
    placeholderData: keepPreviousData,
  });

/** 'Gönderilen Bildirimler': newest first, one page of 20 at a time. */
export const useSentNotifications = (page: number) => useQuery(getSentNotificationsQueryOptions(page));
