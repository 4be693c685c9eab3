import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeasurementListResponse } from '../../../../../shared/schemas/measurements.ts';
import { apiGet } from '../../../../lib/api.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getMeasurements = (clientId: string) =>
  apiGet<MeasurementListResponse>(`/api/admin/measurements?${new URLSearchParams({ clientId })}`);

export const getMeasurementsQueryOptions = (clientId: string) =>
  queryOptions({ queryKey: queryKeys.admin.measurements.ofClient(clientId), queryFn: () => getMeasurements(clientId) });

/** A client's measurement history, newest first. */
export const useMeasurements = (clientId: string | null) =>
  useQuery({ ...getMeasurementsQueryOptions(clientId ?? ''), enabled: clientId !== null });
