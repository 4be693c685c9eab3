import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, publicApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

// The same free slots /randevu offers (GET /api/appointments/slots): the server decides them again
// when the client books or moves.
const getFreeSlots = (date: string) => call(publicApi.appointments.slots.$get({ query: { date } }));

const getFreeSlotsQueryOptions = (date: string) =>
  queryOptions({ queryKey: queryKeys.public.appointmentSlots(date), queryFn: () => getFreeSlots(date), staleTime: 0 });

/** The free slots of a day (none until a day is picked). */
export const useFreeSlots = (date: string | null) =>
  useQuery({ ...getFreeSlotsQueryOptions(date ?? ''), enabled: date !== null });
