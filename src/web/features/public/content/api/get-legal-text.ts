import type { LegalTextKind } from '../../../../../shared/legal-text-constants.ts';
import { call, publicApi } from '../../../../lib/api-client.ts';

/** The version in force of one legal text (GET /api/legal-texts/:kind). */
export const getLegalText = async (kind: LegalTextKind) =>
  (await call(publicApi['legal-texts'][':kind'].$get({ param: { kind } }))).legalText;
