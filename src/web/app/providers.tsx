import type { ReactNode } from 'react';
import { AlertProvider } from '../components/ui/alert-banner.tsx';
import { ThemeProvider } from '../components/ui/theme.tsx';
import { ToastArea } from '../components/ui/toast.tsx';

/**
 * What every page has, the server-rendered ones included. TanStack Query is not here: it wraps only
 * the routes that use it (query-layout.tsx), so the public pages' first download carries none of it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <AlertProvider>
        {children}
        <ToastArea />
      </AlertProvider>
    </ThemeProvider>
  );
}
