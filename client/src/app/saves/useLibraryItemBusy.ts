import { useMutationState } from '@tanstack/react-query';
import { LIBRARY_MUTATION_KEY, type LibraryMutationVariables } from './libraryMutationKey';

/** Whether a Saves panel request for this save or folder is pending (its row shows a busy overlay). */
export function useLibraryItemBusy(itemId: string): boolean {
  const pending = useMutationState({
    filters: { mutationKey: LIBRARY_MUTATION_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as LibraryMutationVariables | undefined)?.itemIds ?? [],
  });
  return pending.some((itemIds) => itemIds.includes(itemId));
}
