import { useEffect, useState } from 'react';
import type { Workbox } from 'workbox-window';
import {
  CLIENT_AREA_PAGES,
  CLIENT_AREA_READS,
  CLIENT_AREA_SCOPE,
  CLIENT_APPLE_TOUCH_ICON_URL,
  CLIENT_MANIFEST_URL,
  CLIENT_SERVICE_WORKER_URL,
} from '../../../shared/client-app.ts';

/**
 * Makes the client area installable (issue #41, ADR 0071): links its web app manifest and registers its
 * service worker, after hydration (never while the server's page is rendered). A new version waits
 * until the client asks for it: `applyUpdate` lets it take over, and the page reloads once it does.
 */
export function useClientServiceWorker(): { isUpdateReady: boolean; applyUpdate: () => void } {
  const [workbox, setWorkbox] = useState<Workbox | null>(null);
  const [isUpdateReady, setIsUpdateReady] = useState(false);
  useEffect(() => {
    linkManifest();
    if (!('serviceWorker' in navigator)) return;
    // Loaded here, in the browser only: the server's render never runs this effect (workbox-window is
    // CommonJS to Node).
    void import('workbox-window').then(({ Workbox }) => {
      const registration = new Workbox(CLIENT_SERVICE_WORKER_URL, { scope: CLIENT_AREA_SCOPE });
      registration.addEventListener('waiting', () => setIsUpdateReady(true));
      // Only an update reloads: the first install takes the page over without changing what it shows,
      // and has the area's pages kept for offline.
      registration.addEventListener('controlling', (event) => {
        if (event.isUpdate) window.location.reload();
        else keepClientAreaPages();
      });
      // A browser that refuses the worker (private windows, a blocked policy, a test's blocked workers)
      // leaves the area a plain web page: nothing to tell the client, and no unhandled rejection.
      registration.register().catch(() => undefined);
      setWorkbox(registration);
    });
  }, []);
  return { isUpdateReady, applyUpdate: () => workbox?.messageSkipWaiting() };
}

/** Asks for the area's pages through the worker, which keeps them (its first visit's page came before it). */
function keepClientAreaPages() {
  const pages = new Set<string>([...CLIENT_AREA_PAGES, window.location.pathname + window.location.search]);
  for (const page of pages) void fetch(page, { headers: { accept: 'text/html' } }).catch(() => undefined);
  for (const read of CLIENT_AREA_READS) void fetch(read).catch(() => undefined);
}

/** The manifest's link, once per document: the client area's pages only, never the public site's. */
function linkManifest() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const manifest = Object.assign(document.createElement('link'), { rel: 'manifest', href: CLIENT_MANIFEST_URL });
  const touchIcon = Object.assign(document.createElement('link'), {
    rel: 'apple-touch-icon',
    href: CLIENT_APPLE_TOUCH_ICON_URL,
  });
  document.head.append(manifest, touchIcon);
}
