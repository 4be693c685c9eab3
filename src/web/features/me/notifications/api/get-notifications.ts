import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientNotification, ClientNotificationsResponse } from '../../../../../shared/schemas/notifications.ts';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getNotifications = () => call(meApi.notifications.$get());

export const getNotificationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me.notifications, queryFn: getNotifications });

export const useNotifications = () => useQuery(getNotificationsQueryOptions());

/** Recomputes the unread count after a local change (a new, read or deleted notification). */
export const withNotifications = (notifications: ClientNotification[]): ClientNotificationsResponse => ({
  notifications,
  unreadCount: notifications.filter((row) => !row.read).length,
});
