import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getIdealValues = () => call(adminApi['ideal-values'].$get());

export const getIdealValuesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.idealValues.forms, queryFn: getIdealValues });

/** Both ideal-value forms: the latest saved row of each, or the §9 defaults. */
export const useIdealValues = () => useQuery(getIdealValuesQueryOptions());
