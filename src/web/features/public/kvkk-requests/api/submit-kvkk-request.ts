import { useMutation } from '@tanstack/react-query';
import type { PublicKvkkRequest } from '../../../../../shared/schemas/kvkk-requests.ts';
import { call, publicApi } from '../../../../lib/api-client.ts';

/** The visitor's request: kept, and the confirming link mailed (nothing is received before it is opened). */
export const useSubmitKvkkRequest = () =>
  useMutation({
    mutationFn: (input: PublicKvkkRequest) => call(publicApi['kvkk-requests'].$post({ json: input })),
  });
