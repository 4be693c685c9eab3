import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { createQueryClient, queryClient } from './query-client.ts';

/**
 * The pathless route around every screen that uses TanStack Query (router.tsx, private-routes.tsx):
 * the library loads with the first such screen, never with a server-rendered public page.
 */
export function QueryLayout() {
  // On the server (the sign-in pages are server-rendered) each render gets a client of its own: the
  // browser's one cache must never hold a request's queries for the next visitor.
  const [client] = useState(() => (typeof window === 'undefined' ? createQueryClient() : queryClient));
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
