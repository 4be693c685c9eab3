import { QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { Outlet } from 'react-router';
import { ServerPageContext, seedFrameQueries, takePageFrame } from './page-frame.ts';
import { createQueryClient, queryClient } from './query-client.ts';

/**
 * The pathless route around every screen that uses TanStack Query (router.tsx, private-routes.tsx):
 * the library loads with the first such screen, never with a server-rendered public page.
 */
export function QueryLayout() {
  // On the server (the sign-in pages and private pages are server-rendered) each render gets a client
  // of its own: the browser's one cache must never hold a request's queries for the next visitor. A
  // private page's frame data starts both caches alike (page-frame.ts).
  const serverPage = useContext(ServerPageContext);
  const [client] = useState(() => {
    const isServer = typeof window === 'undefined';
    const pageClient = isServer ? createQueryClient() : queryClient;
    seedFrameQueries(pageClient, isServer ? (serverPage?.frame ?? null) : takePageFrame());
    return pageClient;
  });
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
