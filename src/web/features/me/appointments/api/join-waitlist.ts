import { useMutation } from '@tanstack/react-query';
import type { MyWaitlistJoinInput } from '../../../../../shared/schemas/appointments-waitlist.ts';
import { call, meApi } from '../../../../lib/api-client.ts';

/** The client joins the waitlist of a full day with their account (ADR 0088). */
export const useJoinMyWaitlist = () =>
  useMutation({ mutationFn: (input: MyWaitlistJoinInput) => call(meApi.appointments.waitlist.$post({ json: input })) });
