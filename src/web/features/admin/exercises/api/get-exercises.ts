import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getExercises = () => call(adminApi.exercises.$get());

export const getExercisesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.exercises.all, queryFn: getExercises });

/** The whole library (a few hundred at most): searched and filtered on the screen. */
export const useExercises = () => useQuery(getExercisesQueryOptions());
