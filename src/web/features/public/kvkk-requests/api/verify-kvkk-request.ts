import { useMutation } from '@tanstack/react-query';
import { call, publicApi } from '../../../../lib/api-client.ts';

/** The e-mailed link's confirmation (no sign-in: the token is the key). */
export const useVerifyKvkkRequest = () =>
  useMutation({
    mutationFn: (token: string) => call(publicApi['kvkk-requests'].verify.$post({ json: { token } })),
  });
