import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { CLIENT_APP_SHELL_URL, CLIENT_AREA_SCOPE, CLIENT_KEPT_CACHES } from '../../shared/client-app.ts';
import { readPushMessage } from './push-message.ts';

// The client area's service worker (issue #41, ADR 0071), registered by the client area only, with the
// scope /kullanici: the public pages and the admin panel are never its pages. Built on its own by
// scripts/build-service-worker.ts, which puts the client area's scripts and styles in the precache list.

/** What this file uses of a service worker's global scope (the project's TypeScript has the DOM's types). */
type ExtendableEvent = { waitUntil(work: Promise<unknown>): void };
type WindowClient = { url: string; focus(): Promise<unknown>; navigate(url: string): Promise<unknown> };
declare const self: {
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(
    type: 'push',
    listener: (event: ExtendableEvent & { data: { json(): unknown } | null }) => void,
  ): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: ExtendableEvent & { notification: Notification }) => void,
  ): void;
  skipWaiting(): Promise<void>;
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
};
/** The precache list, written in by the build: the client area's chunks, the shell and the icons. */
declare const __CLIENT_AREA_PRECACHE__: PrecacheEntry[];

precacheAndRoute(__CLIENT_AREA_PRECACHE__);
cleanupOutdatedCaches();
// The first install takes the open page at once, so its reads are kept from the first visit on. A later
// version waits until the client says 'Yenile', so an open page never runs a mix
// of two versions' scripts. The message is workbox-window's messageSkipWaiting().
clientsClaim();
self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
});

function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}

const isClientAreaPath = (pathname: string) =>
  pathname === CLIENT_AREA_SCOPE || pathname.startsWith(`${CLIENT_AREA_SCOPE}/`);

// The client area's pages: the network's (they carry the session and the frame, ADR 0033/0035), and
// offline the copy kept of the same address, else the app's shell. A page also asks for them as HTML
// once this worker controls it (use-client-service-worker.ts), since the app moves between its screens
// without loading pages.
const pages = new NetworkFirst({
  cacheName: CLIENT_KEPT_CACHES.pages,
  networkTimeoutSeconds: 6,
  plugins: [new ExpirationPlugin({ maxEntries: 30 })],
});
registerRoute(
  ({ request, url }) =>
    isClientAreaPath(url.pathname) &&
    (request.mode === 'navigate' || (request.headers.get('accept') ?? '').startsWith('text/html')),
  async (options) => (await pages.handle(options).catch(() => undefined)) ?? (await offlineShell()),
);

async function offlineShell(): Promise<Response> {
  return (await matchPrecache(CLIENT_APP_SHELL_URL)) ?? Response.error();
}

// The client's own reads (the diary's days, the plan, the home, the food list) and the session: the
// network's, and offline the last answer kept, so yesterday's and today's diary and the plan stay
// readable. The live events' stream is never kept.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    ((url.pathname.startsWith('/api/me/') && url.pathname !== '/api/me/events') ||
      url.pathname.startsWith('/api/auth/') ||
      url.pathname.startsWith('/api/public/')),
  new NetworkFirst({
    cacheName: CLIENT_KEPT_CACHES.reads,
    networkTimeoutSeconds: 6,
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 14 * 24 * 60 * 60 })],
  }),
);

// Web push (ADR 0082): the server's push carries a Turkish title and body and the page to open. Shown
// under its tag, so a push delivered twice replaces its first copy instead of showing two.
self.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json() ?? null;
  } catch {
    // not JSON: shown with the defaults
  }
  const message = readPushMessage(data);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/denge-192.png',
      badge: '/icons/denge-192.png',
      lang: 'tr',
      data: { url: message.url },
    }),
  );
});

// A tap on the notification focuses a client-area page that is open (taking it to the push's page) or
// opens one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url } = readPushMessage({ url: (event.notification.data as { url?: unknown } | null)?.url });
  event.waitUntil(
    (async () => {
      const target = new URL(url, self.location.origin).href;
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((window) => isClientAreaPath(new URL(window.url).pathname));
      if (!open) return self.clients.openWindow(target);
      await open.focus();
      if (open.url !== target) await open.navigate(target).catch(() => undefined);
      return open;
    })(),
  );
});
