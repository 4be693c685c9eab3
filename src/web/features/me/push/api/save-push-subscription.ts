import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushSubscriptionInput } from '../../../../../shared/schemas/push.ts';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { CLIENT_AREA_SCOPE } from '../../../../../shared/client-app.ts';
import { readBrowserPushState, subscribeThisBrowser, unsubscribeThisBrowser } from '../browser-push.ts';

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

/**
 * Signing out: this browser stops getting the client's pushes (a phone may be shared). The server forgets
 * the endpoint while the session still stands; when it cannot be told (offline), the browser lets go
 * anyway and the push service's 410 for the dropped subscription tells the server later (ADR 0082).
 */
export async function forgetThisBrowserPush(): Promise<void> {
  if (readBrowserPushState() === 'unsupported') return;
  const registration = await navigator.serviceWorker.getRegistration(CLIENT_AREA_SCOPE);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await deletePushSubscription(subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe();
}
