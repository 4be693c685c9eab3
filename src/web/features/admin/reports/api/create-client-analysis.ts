import { useMutation } from '@tanstack/react-query';
import { call, adminApi } from '../../../../lib/api-client.ts';

export const createClientAnalysis = (clientId: string) =>
  call(adminApi.reports[':clientId'].analysis.$post({ param: { clientId } }));

/** Asks the server for an AI analysis of the client's latest measurements. */
export const useCreateClientAnalysis = () => useMutation({ mutationFn: createClientAnalysis });
