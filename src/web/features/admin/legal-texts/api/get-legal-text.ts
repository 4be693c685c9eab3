import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalTextKind } from '../../../../../shared/legal-text-constants.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** One text: its current version and its history (GET /api/admin/legal-texts/:kind). */
export const getLegalText = (kind: LegalTextKind) => call(adminApi['legal-texts'][':kind'].$get({ param: { kind } }));
export const getLegalTextQueryOptions = (kind: LegalTextKind) =>
  queryOptions({ queryKey: queryKeys.admin.legalTexts.detail(kind), queryFn: () => getLegalText(kind) });
export const useLegalText = (kind: LegalTextKind) => useQuery(getLegalTextQueryOptions(kind));
