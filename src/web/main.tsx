import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import {
  buildPublicRoutes,
  isPrivatePath,
  loadPrivateRoutes,
  patchPrivateRoutes,
  withPrivateRoutes,
} from './app/router.tsx';
import './styles.css';

declare global {
  interface Window {
    __staticRouterHydrationData?: Parameters<typeof createBrowserRouter>[1] extends infer O
      ? O extends { hydrationData?: infer H }
        ? H
        : never
      : never;
  }
}

/**
 * Server-rendered pages (src/web/entry-server.tsx) arrive with their loader data in
 * window.__staticRouterHydrationData: the matched lazy page modules are loaded first (their chunks
 * are already preloaded), then the same route objects hydrate the HTML. A private area's page the
 * server rendered for its signed-in user (ADR 0035) has the admin and client routes in its table from
 * the start, as the server had. Every other page (a private page without a session, the standalone
 * public pages) starts as a plain SPA: the router holds the public routes, and the admin and client
 * areas are patched in on their first visit (app/router.tsx).
 */
async function start() {
  const container = document.getElementById('root')!;
  const hydrationData = window.__staticRouterHydrationData;
  const routes =
    hydrationData && isPrivatePath(window.location.pathname)
      ? withPrivateRoutes(buildPublicRoutes(), await loadPrivateRoutes())
      : buildPublicRoutes();
  if (hydrationData) await loadMatchedLazyRoutes(routes);
  const router = createBrowserRouter(routes, { hydrationData, patchRoutesOnNavigation: patchPrivateRoutes });
  // A transition, as React Router's own entry does: React renders or hydrates the first screen in
  // slices of about 5 ms and the page stays responsive meanwhile (hydration was one task of 180-220 ms
  // on a throttled phone, ADR 0045). A click or key press before the end hydrates at once and is
  // replayed. No state changes while hydration runs: the effects that subscribe and fetch run after it.
  startTransition(() => {
    if (hydrationData) hydrateRoot(container, app(router));
    else createRoot(container).render(app(router));
  });
}

const app = (router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

async function loadMatchedLazyRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

start().catch((error: unknown) => {
  // The app could not start (a chunk failed to load): a page the server rendered stays readable, and
  // its links still work as plain links, instead of staying inert for good.
  document.getElementById('root')?.removeAttribute('inert');
  throw error;
});
