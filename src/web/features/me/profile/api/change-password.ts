import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput, ChangePasswordResponse } from '../../../../../shared/schemas/profile.ts';
import { apiPut } from '../../../../lib/api.ts';

/** The server ends every other session and sends this browser a fresh session cookie. */
export const changePassword = (input: ChangePasswordInput) =>
  apiPut<ChangePasswordResponse>('/api/me/profile/password', input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
