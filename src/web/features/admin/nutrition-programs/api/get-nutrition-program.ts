import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getNutritionProgram = (clientId: string) =>
  call(adminApi['nutrition-programs'][':clientId'].$get({ param: { clientId } }));

export const getNutritionProgramQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.nutritionPrograms.ofClient(clientId),
    queryFn: () => getNutritionProgram(clientId),
    // The editor owns the text while it is open; a background refetch must not replace what is typed.
    refetchOnWindowFocus: false,
  });

/** A client's programme for the editor (null: none yet), with the client's name. */
export const useNutritionProgram = (clientId: string | null) =>
  useQuery({ ...getNutritionProgramQueryOptions(clientId ?? ''), enabled: clientId !== null });
