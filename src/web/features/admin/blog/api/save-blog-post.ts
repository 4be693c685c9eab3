import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogPostInput } from '../../../../../shared/schemas/blog.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** Add (no id) or edit (with id): the one blog form serves both (spec 3 §4 "Forms"). */
/** An edit is saved at the version the form read (ADR 0053): a stale version is a 409 and nothing is written. */
export const saveBlogPost = ({ id, version, input }: { id: string | null; version: number; input: BlogPostInput }) =>
  id
    ? call(adminApi.blog[':id'].$put({ param: { id }, json: { ...input, version } }))
    : call(adminApi.blog.$post({ json: input }));

export function useSaveBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.blog.all }),
  });
}
