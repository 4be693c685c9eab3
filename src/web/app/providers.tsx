import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AlertProvider } from '../components/ui/alert-banner.tsx';
import { ThemeProvider } from '../components/ui/theme.tsx';
import { ToastArea } from '../components/ui/toast.tsx';
import { isUserError } from '../lib/api.ts';

function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache(),
    mutationCache: new MutationCache(),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; network failures and 5xx get two more tries.
        retry: (failureCount, error) => !isUserError(error) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AlertProvider>
          {children}
          <ToastArea />
        </AlertProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
