import { useMutation } from '@tanstack/react-query';
import type { WaitlistJoinInput } from '../../../../../shared/schemas/appointments-waitlist.ts';
import { call, publicApi } from '../../../../lib/api-client.ts';

export const joinWaitlist = (input: WaitlistJoinInput) => call(publicApi.appointments.waitlist.$post({ json: input }));

/** A visitor joins the waitlist of a full day (ADR 0088). */
export const useJoinWaitlist = () => useMutation({ mutationFn: joinWaitlist });
