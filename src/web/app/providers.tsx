import { type ReactNode, useEffect } from 'react';
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
        <LiveRoot />
      </AlertProvider>
    </ThemeProvider>
  );
}

/**
 * A private page's server-rendered frame arrives inert (ADR 0035): once React has hydrated it, the
 * page works and is made live. Rendered on both sides (it renders nothing) so the trees stay alike.
 */
function LiveRoot() {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
  }, []);
  return null;
}
