import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getNutritionProgram = () => call(meApi['nutrition-programs'].$get());

export const getNutritionProgramQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me.nutritionProgram, queryFn: getNutritionProgram });

export const useNutritionProgram = () => useQuery(getNutritionProgramQueryOptions());
