import { useMutation } from '@tanstack/react-query';
import type { TwoFactorPasswordInput } from '../../../../../shared/schemas/admins.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';

export const setUpTwoFactor = (input: TwoFactorPasswordInput) =>
  call(adminApi['two-factor'].setup.$post({ json: input }));

/** The setup's first step (password): the QR code, the secret and the backup codes. */
export const useSetUpTwoFactor = () => useMutation({ mutationFn: setUpTwoFactor });
