import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '../../../../../shared/schemas/profile.ts';
import { call, meApi } from '../../../../lib/api-client.ts';

/** The server ends every other session and sends this browser a fresh session cookie. */
export const changePassword = (input: ChangePasswordInput) => call(meApi.profile.password.$put({ json: input }));

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
