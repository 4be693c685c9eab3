import { useMutation } from '@tanstack/react-query';
import { call, publicApi } from '../../../../lib/api-client.ts';

export const unsubscribe = (token: string) => call(publicApi.mail.unsubscribe.$post({ json: { token } }));

/** Withdraws the consent of the link's client (no sign-in: the token is the key). */
export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
