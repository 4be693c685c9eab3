import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, adminApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getMeasurements = (clientId: string) => call(adminApi.measurements.$get({ query: { clientId } }));

export const getMeasurementsQueryOptions = (clientId: string) =>
  queryOptions({ queryKey: queryKeys.admin.measurements.ofClient(clientId), queryFn: () => getMeasurements(clientId) });

/** A client's measurement history, newest first. */
export const useMeasurements = (clientId: string | null) =>
  useQuery({ ...getMeasurementsQueryOptions(clientId ?? ''), enabled: clientId !== null });
