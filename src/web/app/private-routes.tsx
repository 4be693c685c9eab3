import type { RouteObject } from 'react-router';
import { adminPaths, clientPaths } from '../../shared/routes.ts';
import { AuthGuard } from './guards/auth-guard.tsx';
import { adminPages } from './pages/admin-pages.ts';
import { clientPages } from './pages/client-pages.ts';
import { toRoute } from './pages/lazy-page.ts';

// The admin and client areas of the route table, loaded only when one of their paths is visited
// (router.tsx patchPrivateRoutes): never part of what a visitor of the public site downloads.

export function buildPrivateRoutes(): RouteObject[] {
  return [
    {
      id: 'private-areas',
      // Imported, not bundled in: a module only imported dynamically keeps a chunk of its own, which
      // the server preloads by its source (ADR 0033: the build may otherwise fold it into another).
      lazy: () => import('./query-layout.tsx').then(({ QueryLayout }) => ({ Component: QueryLayout })),
      children: [
        {
          id: 'admin-area',
          element: <AuthGuard audience="admin" />,
          children: [
            {
              lazy: () => import('./layouts/admin-layout.tsx'),
              children: adminPaths.map((path) => toRoute(path, adminPages[path])),
            },
          ],
        },
        {
          id: 'client-area',
          element: <AuthGuard audience="client" />,
          children: [
            {
              lazy: () => import('./layouts/client-layout.tsx'),
              children: clientPaths.map((path) => toRoute(path, clientPages[path])),
            },
          ],
        },
      ],
    },
  ];
}
