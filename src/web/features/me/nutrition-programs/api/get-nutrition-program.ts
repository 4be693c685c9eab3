import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NutritionProgramResponse } from '../../../../../shared/schemas/nutrition-programs.ts';
import { apiGet } from '../../../../lib/api.ts';

export const getNutritionProgram = () => apiGet<NutritionProgramResponse>('/api/me/nutrition-programs');

export const getNutritionProgramQueryOptions = () =>
  queryOptions({ queryKey: ['nutrition-program'], queryFn: getNutritionProgram });

export const useNutritionProgram = () => useQuery(getNutritionProgramQueryOptions());
