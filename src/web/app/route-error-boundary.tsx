import { TriangleAlert } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { useLocation, useRouteError } from 'react-router';

const fallbackText = 'Bu sayfa yüklenirken bir hata oluştu.';

function ErrorPanel({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <TriangleAlert aria-hidden="true" className="size-10 text-red-600" />
      <p className="text-lg font-semibold">{fallbackText}</p>
      <button
        type="button"
        onClick={onRetry}
        className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        Sayfayı yenile
      </button>
    </div>
  );
}

/** Route-level error element (React Router `errorElement`), e.g. a failed lazy chunk after a deploy. */
export function RouteErrorElement() {
  const error = useRouteError();
  console.warn('[route] error', error);
  return <ErrorPanel onRetry={() => window.location.reload()} />;
}

/**
 * Keeps a broken screen from taking the layout (menu, header) down with it. Keyed by the path, so
 * moving to another screen (menu, back button) starts with a fresh boundary instead of keeping the
 * error panel until a reload. Every layout wraps its <Outlet /> in it.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ScreenErrorBoundary key={pathname}>{children}</ScreenErrorBoundary>;
}

class ScreenErrorBoundary extends Component<{ children: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('[screen] error', error);
  }

  override render() {
    if (this.state.hasError) return <ErrorPanel onRetry={() => window.location.reload()} />;
    return this.props.children;
  }
}
