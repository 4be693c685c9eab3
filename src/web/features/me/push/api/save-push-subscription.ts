import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushSubscriptionInput } from '../../../../../shared/schemas/push.ts';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { subscribeThisBrowser, unsubscribeThisBrowser } from '../browser-push.ts';

export const savePushSubscription = (subscription: PushSubscriptionInput) =>
  call(meApi.push.subscription.$put({ json: subscription }));

export const deletePushSubscription = (endpoint: string) =>
  call(meApi.push.subscription.$delete({ json: { endpoint } }));

/** Asks the browser for permission and a subscription, then hands the subscription to the server. */
export function useEnablePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (publicKey: string) => savePushSubscription(await subscribeThisBrowser(publicKey)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.me.push }),
  });
}

/** Tells the server to forget this browser, then lets the browser's subscription go. */
export function useDisablePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribeThisBrowser(deletePushSubscription),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.me.push }),
  });
}
