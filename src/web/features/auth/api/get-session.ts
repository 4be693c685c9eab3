import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '../../../../shared/schemas/auth.ts';
import { PAGE_SESSION_ELEMENT_ID } from '../../../../shared/ssr.ts';
import { call, publicApi } from '../../../lib/api-client.ts';
import { readPageJson } from '../../../lib/page-data.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getSession = () => call(publicApi.auth.session.$get());

export const getSessionQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.public.session, queryFn: getSession, staleTime: 30_000, retry: false });

export const useSession = () => useQuery(getSessionQueryOptions());

let pageSession: { session: SessionResponse | null; path: string; hasMoved: boolean } | undefined;

/**
 * The session the server read from this page's request and wrote into it (a private area's page,
 * ADR 0033). It answers for the address the page was loaded at, until the first move to another
 * path; after that, and on a page without one, null: the caller asks the server. Asking twice for
 * the same path gets the same answer (React's strict mode runs effects twice).
 */
export function pageSessionFor(pathname: string): SessionResponse | null {
  pageSession ??= { session: readPageSession(), path: window.location.pathname, hasMoved: false };
  if (pathname !== pageSession.path) pageSession.hasMoved = true;
  return pageSession.hasMoved ? null : pageSession.session;
}

function readPageSession(): SessionResponse | null {
  const parsed = readPageJson<SessionResponse>(PAGE_SESSION_ELEMENT_ID);
  return parsed && typeof parsed === 'object' && 'user' in parsed ? parsed : null;
}
