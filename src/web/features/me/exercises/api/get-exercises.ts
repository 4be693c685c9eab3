import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getExercises = () => call(meApi.exercises.$get());

export const getExercisesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me.exercises, queryFn: getExercises, staleTime: 5 * 60_000 });

export const useExercises = () => useQuery(getExercisesQueryOptions());
