import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { CLIENT_APP_SHELL_URL, CLIENT_AREA_SCOPE } from '../../shared/client-app.ts';

// The client area's service worker (issue #41, ADR 0071), registered by the client area only, with the
// scope /kullanici: the public pages and the admin panel are never its pages. Built on its own by
// scripts/build-service-worker.ts, which puts the client area's scripts and styles in the precache list.

/** What this file uses of a service worker's global scope (the project's TypeScript has the DOM's types). */
declare const self: {
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  skipWaiting(): Promise<void>;
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
  cacheName: 'denge-client-pages',
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
    cacheName: 'denge-client-reads',
    networkTimeoutSeconds: 6,
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 14 * 24 * 60 * 60 })],
  }),
);
