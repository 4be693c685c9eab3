import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const deleteAdmin = (id: string) => call(adminApi.admins[':id'].$delete({ param: { id } }));

/** Deletes an admin; `signedOut` says it was one's own account (the caller then leaves for /login). */
export function useDeleteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdmin,
    onSuccess: (result) => {
      if (!result.signedOut) return queryClient.invalidateQueries({ queryKey: queryKeys.admin.admins.all });
    },
  });
}
