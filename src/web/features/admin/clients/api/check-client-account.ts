import { useMutation } from '@tanstack/react-query';
import type { ClientAccountCheckInput } from '../../../../../shared/schemas/clients.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';

export const checkClientAccount = (input: ClientAccountCheckInput) =>
  call(adminApi.clients['account-check'].$post({ json: input }));

/** The add wizard's account step, judged by the server (common password, e-mail in use) before 'İleri'. */
export const useCheckClientAccount = () => useMutation({ mutationFn: checkClientAccount });
