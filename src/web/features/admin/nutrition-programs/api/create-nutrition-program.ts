import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const createNutritionProgram = (clientId: string) =>
  call(adminApi['nutrition-programs'].$post({ json: { clientId } }));

/** 'Yeni Program Oluştur': an empty week for the client. */
export function useCreateNutritionProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNutritionProgram,
    onSuccess: (_created, clientId) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.nutritionPrograms.ofClient(clientId) }),
  });
}
