import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LegalTextKind } from '../../../../../shared/legal-text-constants.ts';
import type { PublishLegalText } from '../../../../../shared/schemas/legal-texts.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** Publishes a new version of one text (POST /api/admin/legal-texts/:kind/versions). */
export const publishLegalText = ({ kind, input }: { kind: LegalTextKind; input: PublishLegalText }) =>
  call(adminApi['legal-texts'][':kind'].versions.$post({ param: { kind }, json: input }));

export function usePublishLegalText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishLegalText,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.legalTexts.all }),
  });
}
