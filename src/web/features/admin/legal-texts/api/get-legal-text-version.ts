import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalTextKind } from '../../../../../shared/legal-text-constants.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** An older version, shown read-only (GET /api/admin/legal-texts/:kind/versions/:version). */
export const getLegalTextVersion = async (kind: LegalTextKind, version: number) =>
  (
    await call(
      adminApi['legal-texts'][':kind'].versions[':version'].$get({ param: { kind, version: String(version) } }),
    )
  ).legalText;
export const getLegalTextVersionQueryOptions = (kind: LegalTextKind, version: number) =>
  queryOptions({
    queryKey: queryKeys.admin.legalTexts.version(kind, version),
    queryFn: () => getLegalTextVersion(kind, version),
    // A published version never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
export const useLegalTextVersion = (kind: LegalTextKind, version: number) =>
  useQuery(getLegalTextVersionQueryOptions(kind, version));
