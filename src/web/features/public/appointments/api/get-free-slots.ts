import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, publicApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getFreeSlots = (date: string) => call(publicApi.appointments.slots.$get({ query: { date } }));

export const getFreeSlotsQueryOptions = (date: string) =>
  queryOptions({
    queryKey: queryKeys.public.appointmentSlots(date),
    queryFn: () => getFreeSlots(date),
    // Slots go quickly: always ask again when the day is picked again.
    staleTime: 0,
  });

/** The free slots of a day (none until a day is picked). */
export const useFreeSlots = (date: string | null) =>
  useQuery({ ...getFreeSlotsQueryOptions(date ?? ''), enabled: date !== null });
