import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalTextKind } from '../../../../../shared/legal-text-constants.ts';
import { call, publicApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** The version in force of a contract text (ADR 0076), as its public page shows it: what the order records (ADR 0081). */
export const getContractText = (kind: LegalTextKind) =>
  call(publicApi['legal-texts'][':kind'].$get({ param: { kind } }));

const getContractTextQueryOptions = (kind: LegalTextKind) =>
  queryOptions({ queryKey: queryKeys.public.shop.legalText(kind), queryFn: () => getContractText(kind) });

/** Read when its dialog opens (`isEnabled`), not with the checkout. */
export const useContractText = (kind: LegalTextKind, isEnabled: boolean) =>
  useQuery({ ...getContractTextQueryOptions(kind), enabled: isEnabled });
