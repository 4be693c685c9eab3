import { queryOptions } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** One appointment as the list shows it: what the wizard reads again after a stale save (ADR 0053). */
export const getAppointment = (id: string) => call(adminApi.appointments[':id'].$get({ param: { id } }));

export const getAppointmentQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.admin.appointments.one(id), queryFn: () => getAppointment(id) });
