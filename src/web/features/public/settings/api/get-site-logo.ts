import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteLogo } from '../../../../../shared/schemas/settings.ts';
import { call, publicApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

// The last logo seen is remembered in this browser, so the header shows it at once (no flash of the
// default logo) while the current one is fetched.
const STORAGE_KEY = 'siteLogo';

function readRememberedLogo(): SiteLogo | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored ? (JSON.parse(stored) as SiteLogo) : undefined;
  } catch {
    return undefined;
  }
}

export async function getSiteLogo(): Promise<SiteLogo> {
  const logo = await call(publicApi.settings.logo.$get());
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(logo));
  } catch {
    // private mode: only the first paint of the next visit is affected
  }
  return logo;
}

export const getSiteLogoQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.public.siteLogo,
    queryFn: getSiteLogo,
    initialData: readRememberedLogo,
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });

/** The site logo (Logo settings) for screens outside the public site's own data: the client area. */
export const useSiteLogo = () => useQuery(getSiteLogoQueryOptions());
