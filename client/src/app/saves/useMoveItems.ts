import { MoveFolderResponseSchema, SaveResponseSchema, type SavesListResponse } from '@kitchensync/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { libraryAfterMoves } from '../../model/library/libraryAfterMoves';
import { libraryListFromAnswer, type LibraryListQuery } from '../../model/library/libraryListFromAnswer';
import type { LibraryMove } from '../../model/library/libraryMoves';
import { apiRequest } from '../apiClient';
import { SAVES_QUERY_KEY } from './savesQueryKey';
import { useLibraryMutation } from './useLibraryMutation';

interface MoveVariables {
  itemIds: readonly string[];
  moves: readonly LibraryMove[];
  targetId: string;
}

/**
 * Moves saves and folders into one folder (spec 002 sections 4 and 7): one request per item in
 * order, folders with the not-last flag on all but the last. When the last request is a folder
 * move, its answer (the whole new lists) replaces what every list shows; a batch of saves only is
 * read again instead, since a save's move answers with that save alone.
 */
export function useMoveItems() {
  const queryClient = useQueryClient();
  return useLibraryMutation({
    name: 'move',
    request: async ({ moves, targetId }: MoveVariables) => {
      let last: unknown = null;
      for (const move of moves) {
        last =
          move.kind === 'save'
            ? await apiRequest(`/saves/${move.id}`, SaveResponseSchema, {
                method: 'PATCH',
                body: { folder_id: targetId },
              })
            : await apiRequest(`/folders/${move.id}/move`, MoveFolderResponseSchema, {
                method: 'POST',
                body: { parent: targetId, notLast: move.notLast },
              });
      }
      return last;
    },
    optimistic: (lists, { moves, targetId }) => libraryAfterMoves(lists, moves, targetId),
    onSuccess: (answer) => {
      const whole = MoveFolderResponseSchema.safeParse(answer);
      if (!whole.success || !('saves' in whole.data)) return false;
      const lists = whole.data;
      for (const [key, previous] of queryClient.getQueriesData<SavesListResponse>({
        queryKey: SAVES_QUERY_KEY,
      })) {
        const query = key[1] as LibraryListQuery | undefined;
        if (previous && query) queryClient.setQueryData(key, libraryListFromAnswer(lists, query, previous));
      }
      return true;
    },
  });
}
