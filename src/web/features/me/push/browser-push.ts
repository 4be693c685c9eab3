import type { PushSubscriptionInput } from '../../../../shared/schemas/push.ts';
import { CLIENT_AREA_SCOPE, CLIENT_SERVICE_WORKER_URL } from '../../../../shared/client-app.ts';

/** What this browser can do about push, read in the browser only (effects and handlers). */
export type BrowserPushState = 'unsupported' | 'denied' | 'granted' | 'default';

export function readBrowserPushState(): BrowserPushState {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission;
}

/** Thrown when the browser refuses: the card shows its state ('denied'), not an error. */
export class PushPermissionRefused extends Error {}

/** The client area's service worker (ADR 0071), registered by the layout; registered here if it was not yet. */
async function clientAreaWorker(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration(CLIENT_AREA_SCOPE);
  const registration =
    existing ?? (await navigator.serviceWorker.register(CLIENT_SERVICE_WORKER_URL, { scope: CLIENT_AREA_SCOPE }));
  if (registration.active) return registration;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('service worker not active')), 15_000)),
  ]);
}

const keyBytes = (base64Url: string) =>
  Uint8Array.from(atob(base64Url.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/**
 * Asks for the Notification permission and subscribes this browser's push service with the server's
 * VAPID public key. A subscription made for another key (the server's keys changed) is replaced.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionInput> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionRefused(permission);
  const registration = await clientAreaWorker();
  const applicationServerKey = keyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  const existingKey = existing?.options.applicationServerKey;
  const isSameKey =
    existingKey && new Uint8Array(existingKey).every((byte, index) => byte === applicationServerKey[index]);
  if (existing && !isSameKey) await existing.unsubscribe();
  const subscription =
    existing && isSameKey
      ? existing
      : await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  const json = subscription.toJSON();
  return { endpoint: json.endpoint ?? '', keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

/** Whether this browser holds a push subscription of the client area's worker. */
export async function hasBrowserSubscription(): Promise<boolean> {
  const registration = await navigator.serviceWorker.getRegistration(CLIENT_AREA_SCOPE);
  return Boolean(await registration?.pushManager.getSubscription());
}

/** The server forgets the endpoint first, so a failed request leaves the browser subscribed and the card honest. */
export async function unsubscribeThisBrowser(forget: (endpoint: string) => Promise<unknown>): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration(CLIENT_AREA_SCOPE);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await forget(subscription.endpoint);
  await subscription.unsubscribe();
}
