import { Navigate, type RouteObject } from 'react-router';
import { adminPaths, clientPaths, publicPaths } from '../../shared/routes.ts';
import { FullPageSpinner } from '../components/ui/spinner.tsx';
import { AuthGuard } from './guards/auth-guard.tsx';
import { PUBLIC_LAYOUT_ROUTE_ID, publicSiteLoader } from '../features/public/content/index.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { adminPages } from './pages/admin-pages.ts';
import { clientPages } from './pages/client-pages.ts';
import { type LazyPage, loadPendingPage } from './pages/lazy-page.ts';
import { publicPages } from './pages/public-pages.ts';
import { RouteErrorElement } from './route-error-boundary.tsx';

const standalonePublicPages: Record<string, LazyPage> = {
  '/login': () => import('../features/auth/pages/admin-login-page.tsx'),
  '/kullanici/giris': () => import('../features/auth/pages/client-login-page.tsx'),
};

const toRoute = (path: string, load: LazyPage | undefined): RouteObject => ({ path, lazy: load ?? loadPendingPage });

/** The complete route table of the spec; unknown paths go to / (spec 1 §2.1). */
export function buildRoutes(): RouteObject[] {
  const layoutPublicPaths = publicPaths.filter((path) => !(path in standalonePublicPages));
  return [
    {
      errorElement: <RouteErrorElement />,
      HydrateFallback: FullPageSpinner,
      children: [
        ...Object.entries(standalonePublicPages).map(([path, load]) => toRoute(path, load)),
        {
          id: PUBLIC_LAYOUT_ROUTE_ID,
          element: <PublicLayout />,
          // Menu and settings once per visit: they change rarely and every page shows them.
          loader: publicSiteLoader,
          shouldRevalidate: () => false,
          children: layoutPublicPaths.map((path) => toRoute(path, publicPages[path])),
        },
        {
          element: <AuthGuard audience="admin" />,
          children: [
            {
              lazy: () => import('./layouts/admin-layout.tsx'),
              children: adminPaths.map((path) => toRoute(path, adminPages[path])),
            },
          ],
        },
        {
          element: <AuthGuard audience="client" />,
          children: [
            {
              lazy: () => import('./layouts/client-layout.tsx'),
              children: clientPaths.map((path) => toRoute(path, clientPages[path])),
            },
          ],
        },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}
