import { useMutation } from '@tanstack/react-query';
import type { ClientAnalysisResponse } from '../../../../../shared/schemas/reports.ts';
import { apiPost } from '../../../../lib/api.ts';

export const createClientAnalysis = (clientId: string) =>
  apiPost<ClientAnalysisResponse>(`/api/admin/reports/${clientId}/analysis`);

/** Asks the server for an AI analysis of the client's latest measurements. */
export const useCreateClientAnalysis = () => useMutation({ mutationFn: createClientAnalysis });
