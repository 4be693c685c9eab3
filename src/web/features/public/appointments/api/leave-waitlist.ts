import { useMutation } from '@tanstack/react-query';
import { call, publicApi } from '../../../../lib/api-client.ts';

export const leaveWaitlist = (token: string) => call(publicApi.appointments.waitlist.leave.$post({ json: { token } }));

/** The mail's leave link: the token removes the entry (ADR 0088). */
export const useLeaveWaitlist = () => useMutation({ mutationFn: leaveWaitlist });
