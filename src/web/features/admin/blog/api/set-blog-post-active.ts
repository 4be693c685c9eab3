import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const setBlogPostActive = ({ id, isActive }: { id: string; isActive: boolean }) =>
  call(adminApi.blog[':id'].active.$patch({ param: { id }, json: { isActive } }));

/** The list's one-click Aktif/Pasif. */
export function useSetBlogPostActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBlogPostActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.blog.all }),
  });
}
