import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** A CMS write: on success the screen's list (its query key) is read again. */
export function useContentMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  queryKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}
