import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { invalidateProductScreens } from './save-product.ts';

export const setProductActive = (id: string, isActive: boolean) =>
  call(adminApi.products[':id'].$patch({ param: { id }, json: { isActive } }));

/** The list's one-click Aktif/Pasif switch (spec 3 §4). */
export function useSetProductActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => setProductActive(id, isActive),
    onSuccess: () => invalidateProductScreens(queryClient),
  });
}
