import { Outlet } from 'react-router';
import { SiteFooter, SiteHeader, usePublicSite } from '../../features/public/content/index.ts';
import { useRecordVisits } from '../../features/public/visits/index.ts';
import { Island } from '../../components/islands/island.tsx';
import { RouteErrorBoundary } from '../route-error-boundary.tsx';

/**
 * The public site's frame: the fixed top bar, the page, the footer (spec 3 §2.3). Server-rendered with
 * the public pages; its data (menu, settings) is the layout route's loader. Carries no admin or
 * client-area code. The top bar is an island: on a document page (ADR 0027) it is the part hydrated.
 */
export function PublicLayout() {
  const site = usePublicSite();
  useRecordVisits();
  return (
    <div className="flex min-h-dvh flex-col">
      <Island name="site-header">
        <SiteHeader site={site} />
      </Island>
      <main className="w-full flex-1 pt-16">
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      <SiteFooter site={site} />
    </div>
  );
}
