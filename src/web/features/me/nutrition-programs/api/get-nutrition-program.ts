import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NutritionProgramResponse } from '../../../../../shared/schemas/nutrition-programs.ts';
import { apiGet } from '../../../../lib/api.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getNutritionProgram = () => apiGet<NutritionProgramResponse>('/api/me/nutrition-programs');

export const getNutritionProgramQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me.nutritionProgram, queryFn: getNutritionProgram });

export const useNutritionProgram = () => useQuery(getNutritionProgramQueryOptions());
