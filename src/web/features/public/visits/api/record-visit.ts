import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { call, publicApi } from '../../../../lib/api-client.ts';

export const recordVisit = (path: string) => call(publicApi.visits.$post({ json: { path } }));

/**
 * Reports each public page view once to the server's cookie-less counter (ADR "visitor counter"),
 * also after client-side navigation. A failure only loses one count, so it is ignored.
 */
export function useRecordVisits() {
  const { pathname } = useLocation();
  useEffect(() => {
    recordVisit(pathname).catch(() => {});
  }, [pathname]);
}
