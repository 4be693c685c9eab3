import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExercisesResponse } from '../../../../../shared/schemas/exercises.ts';
import { apiGet } from '../../../../lib/api.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getExercises = () => apiGet<ExercisesResponse>('/api/me/exercises');

export const getExercisesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me.exercises, queryFn: getExercises, staleTime: 5 * 60_000 });

export const useExercises = () => useQuery(getExercisesQueryOptions());
