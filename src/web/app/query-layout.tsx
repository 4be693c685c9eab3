import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from './query-client.ts';

/**
 * The pathless route around every screen that uses TanStack Query (router.tsx, private-routes.tsx):
 * the library loads with the first such screen, never with a server-rendered public page.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
