import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUserError } from '../lib/api.ts';
import { reportIfSessionEnded } from '../lib/session-end.ts';

// The browser's one query cache, shared by every part of the route table that uses TanStack Query
// (query-layout.tsx): the sign-in pages, the client-rendered public pages and the admin and client
// areas. Server-rendered public pages read through their loaders and load none of it (ADR 0026).

export function createQueryClient() {
  return new QueryClient({
    // A 401 from any read or write means the session ended elsewhere: the area's guard checks it and
    // goes to the sign-in page instead of letting the screen fail request by request (issue #39).
    queryCache: new QueryCache({ onError: reportIfSessionEnded }),
    mutationCache: new MutationCache({ onError: reportIfSessionEnded }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Asked even offline: the client area's service worker answers its reads from what it kept
        // (issue #41), where TanStack Query's default would wait for a connection with a spinner.
        networkMode: 'offlineFirst',
        // A 4xx will not change on retry; network failures and 5xx get two more tries.
        retry: (failureCount, error) => !isUserError(error) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
