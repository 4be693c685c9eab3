import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAppearance } from '../../../../../shared/schemas/settings.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

// The last answer is remembered in this browser, so the panel opens in its colours and with its logo
// at once (no flash of the defaults) while the server's current settings are fetched.
const STORAGE_KEY = 'adminAppearance';

export function rememberAdminAppearance(appearance: AdminAppearance) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(appearance));
  } catch {
    // private mode: only the first paint of the next visit is affected
  }
}

function readRememberedAppearance(): { appearance: AdminAppearance } | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored ? { appearance: JSON.parse(stored) as AdminAppearance } : undefined;
  } catch {
    return undefined;
  }
}

export async function getAdminAppearance() {
  const result = await call(adminApi.settings.$get());
  rememberAdminAppearance(result.appearance);
  return result;
}

export const getAdminAppearanceQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.settings,
    queryFn: getAdminAppearance,
    initialData: readRememberedAppearance,
    initialDataUpdatedAt: 0,
  });

/** The admin panel's colour mode, colours and logo, the same for every admin. */
export const useAdminAppearance = () => useQuery(getAdminAppearanceQueryOptions());
