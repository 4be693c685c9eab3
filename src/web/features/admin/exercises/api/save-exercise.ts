import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveExerciseInput } from '../../../../../shared/schemas/exercises.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/**
 * Create (no id) or edit (with id): the same dialog serves both (spec 2 "Exercises"). An edit is saved
 * at the version the dialog read (ADR 0053): a stale version is a 409 and nothing is written.
 */
export const saveExercise = ({
  id,
  version,
  input,
}: {
  id: string | null;
  version: number;
  input: SaveExerciseInput;
}) =>
  id
    ? call(adminApi.exercises[':id'].$put({ param: { id }, json: { ...input, version } }))
    : call(adminApi.exercises.$post({ json: input }));

export function useSaveExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExercise,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.exercises.all }),
  });
}
