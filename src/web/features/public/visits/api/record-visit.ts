import { useEffect } from 'react';
import { call, publicApi } from '../../../../lib/api-client.ts';
import { useSitePathname } from '../../../../lib/site-navigation.tsx';

export const recordVisit = (path: string) => call(publicApi.visits.$post({ json: { path } }));

/**
 * The path last reported by this page load. Module state, so a layout that mounts twice (React's
 * strict mode, the router settling its first render) still reports one view; a reload starts anew.
 */
let lastRecordedPath: string | null = null;

/**
 * Reports each public page view once to the server's cookie-less counter (ADR "visitor counter"),
 * also after client-side navigation. A failure only loses one count, so it is ignored.
 */
export function useRecordVisits() {
  const pathname = useSitePathname();
  useEffect(() => {
    if (pathname === lastRecordedPath) return;
    lastRecordedPath = pathname;
    recordVisit(pathname).catch(() => {});
  }, [pathname]);
}
