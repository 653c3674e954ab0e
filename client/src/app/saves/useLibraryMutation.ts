import type { SavesListResponse } from '@kitchensync/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIBRARY_MUTATION_KEY, type LibraryMutationVariables } from './libraryMutationKey';
import { SAVES_QUERY_KEY } from './savesQueryKey';

type ListsSnapshot = [readonly unknown[], SavesListResponse | undefined][];

/**
 * A Saves panel request that shows its result at once and rolls back to the previous lists when it
 * fails (spec 002 section 4): `optimistic` rewrites every cached list before the request; on
 * failure each one is put back as it was; either way the lists are read again afterwards, unless
 * `onSuccess` already replaced them with the answer.
 */
export function useLibraryMutation<V extends LibraryMutationVariables, R>(options: {
  /** Names the kind of request, so a form can tell when one of its own is pending. */
  name: string;
  request: (variables: V) => Promise<R>;
  optimistic?: (lists: SavesListResponse, variables: V) => SavesListResponse;
  /** Returns true when it replaced the lists itself, so they need no new read. */
  onSuccess?: (answer: R, variables: V) => boolean | void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...LIBRARY_MUTATION_KEY, options.name],
    mutationFn: options.request,
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey: SAVES_QUERY_KEY });
      const snapshot: ListsSnapshot = queryClient.getQueriesData<SavesListResponse>({
        queryKey: SAVES_QUERY_KEY,
      });
      const { optimistic } = options;
      if (optimistic)
        queryClient.setQueriesData<SavesListResponse>({ queryKey: SAVES_QUERY_KEY }, (lists) =>
          lists ? optimistic(lists, variables) : lists,
        );
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      for (const [key, lists] of context?.snapshot ?? []) queryClient.setQueryData(key, lists);
    },
    onSuccess: (answer, variables) => {
      if (options.onSuccess?.(answer, variables) === true) return;
      return queryClient.invalidateQueries({ queryKey: SAVES_QUERY_KEY });
    },
    onSettled: (_answer, error) => {
      if (error) return queryClient.invalidateQueries({ queryKey: SAVES_QUERY_KEY });
    },
  });
}
