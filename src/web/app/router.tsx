import { Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { findRouteAudience, isPrivateAudience, publicPaths, serverRenderedPaths } from '../../shared/routes.ts';
import type { PublicRouteHandle } from '../../shared/ssr.ts';
import { FullPageSpinner } from '../components/ui/spinner.tsx';
import { PUBLIC_LAYOUT_ROUTE_ID, publicSiteLoader } from '../features/public/content/index.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { toRoute } from './pages/lazy-page.ts';
import {
  publicPages,
  queryLayoutSource,
  serverRenderedFormPaths,
  standalonePublicPages,
} from './pages/public-pages.ts';
import { RouteErrorElement } from './route-error-boundary.tsx';
import { RouterNavigation } from './router-navigation.tsx';

// The browser starts with the PUBLIC route table only (ADR 0026, issue #12): what a visitor of the
// public site downloads carries no admin or client-area code, not even their route tables or the
// session guard. The admin and client areas (app/private-routes.tsx) join the same router the first
// time a path of theirs is visited, through React Router's patchRoutesOnNavigation, so a sign-in
// still moves to /panel or /kullanici without a page load.

/** The root route's id: the private areas are patched in as its children. */
export const ROOT_ROUTE_ID = 'root';

/** The pathless route that provides TanStack Query to its children, loaded with the first of them. */
export const withQueryClient = (children: RouteObject[]): RouteObject => ({
  lazy: () => import('./query-layout.tsx').then(({ QueryLayout }) => ({ Component: QueryLayout })),
  // A server-rendered page under it (the sign-in pages) preloads it with the page's own chunk.
  handle: { moduleSource: queryLayoutSource } satisfies PublicRouteHandle,
  children,
});

const isServerRendered = (path: string) => (serverRenderedPaths as readonly string[]).includes(path);
/** A page that reads through its loader alone, outside the query client (ADR 0026). */
const isLoaderOnly = (path: string) => isServerRendered(path) && !serverRenderedFormPaths.includes(path);

/**
 * The public route table (browser and server rendering); unknown paths go to / (spec 1 §2.1). The
 * server-rendered pages read through their loaders; the others (sign-in, cart, checkout, …) and the
 * server-rendered forms (booking) sit under withQueryClient, so TanStack Query loads with them and
 * never with the entry.
 */
export function buildPublicRoutes(): RouteObject[] {
  const layoutPublicPaths = publicPaths.filter((path) => !(path in standalonePublicPages));
  return [
    {
      id: ROOT_ROUTE_ID,
      Component: RouterNavigation,
      errorElement: <RouteErrorElement />,
      HydrateFallback: FullPageSpinner,
      children: [
        withQueryClient(Object.entries(standalonePublicPages).map(([path, load]) => toRoute(path, load))),
        {
          id: PUBLIC_LAYOUT_ROUTE_ID,
          element: <PublicLayout />,
          // Menu and settings once per visit: they change rarely and every page shows them.
          loader: publicSiteLoader,
          shouldRevalidate: () => false,
          children: [
            ...layoutPublicPaths.filter(isLoaderOnly).map((path) => toRoute(path, publicPages[path])),
            withQueryClient(
              layoutPublicPaths.filter((path) => !isLoaderOnly(path)).map((path) => toRoute(path, publicPages[path])),
            ),
          ],
        },
        // Matches an admin or client path too until those routes are patched in (a splat match
        // still asks patchRoutesOnNavigation first; a more specific patched route then wins).
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

/**
 * The route table with the admin and client areas in it from the start, as a private area's page
 * the server rendered needs it (ADR 0035): the server renders the page from this table and the
 * browser hydrates it with the same one, so both give every route the same id.
 */
export function withPrivateRoutes(routes: RouteObject[], privateRoutes: RouteObject[]): RouteObject[] {
  return routes.map(
    (route): RouteObject =>
      // (An index route has no children: the check only tells TypeScript which kind the root is.)
      route.id === ROOT_ROUTE_ID && !route.index
        ? { ...route, children: [...(route.children ?? []), ...privateRoutes] }
        : route,
  );
}

let privateRoutesModule: Promise<typeof import('./private-routes.tsx')> | null = null;

/**
 * Loads the admin and client route tables the first time one of their paths is visited (a direct
 * visit, a sign-in, a link) and adds them under the root; public and unknown paths load nothing.
 * Every call patches with its own `patch`: React Router ignores the patch of a navigation that was
 * interrupted meanwhile, and drops a repeated one (the private routes have fixed ids).
 */
export const patchPrivateRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!isPrivatePath(new URL(path, 'http://denge.local').pathname)) return;
  patch(ROOT_ROUTE_ID, await loadPrivateRoutes());
};

export const isPrivatePath = (pathname: string) => isPrivateAudience(findRouteAudience(pathname));

/** The admin and client route tables, their module loaded once. */
export async function loadPrivateRoutes(): Promise<RouteObject[]> {
  privateRoutesModule ??= import('./private-routes.tsx').catch((error: unknown) => {
    privateRoutesModule = null; // a failed chunk (e.g. after a deploy) is tried again next time
    throw error;
  });
  const { buildPrivateRoutes } = await privateRoutesModule;
  return buildPrivateRoutes();
}
