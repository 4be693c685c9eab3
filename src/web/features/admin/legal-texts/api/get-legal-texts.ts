import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** The five texts with their current version and date (GET /api/admin/legal-texts). */
export const getLegalTexts = () => call(adminApi['legal-texts'].$get());
export const getLegalTextsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.legalTexts.list, queryFn: getLegalTexts });
export const useLegalTexts = () => useQuery(getLegalTextsQueryOptions());
