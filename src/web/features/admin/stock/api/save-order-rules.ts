import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderUnitLimitInput } from '../../../../../shared/schemas/stock.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const saveOrderRules = (version: number, input: OrderUnitLimitInput) =>
  call(adminApi.stock['order-rules'].$put({ json: { ...input, version } }));

/** 'Sipariş sınırı' (ADR 0067), saved at the version the card read; the report is read again. */
export function useSaveOrderRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, input }: { version: number; input: OrderUnitLimitInput }) => saveOrderRules(version, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.stock.all }),
  });
}
