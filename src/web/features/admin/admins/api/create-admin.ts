import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAdmin } from '../../../../../shared/schemas/admins.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const createAdmin = (input: CreateAdmin) => call(adminApi.admins.$post({ json: input }));

export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.admins.all }),
  });
}
