import { SavesListResponseSchema, unreadCommentCount } from '@kitchensync/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../apiClient';
import { SAVES_QUERY_KEY } from '../saves/savesQueryKey';

/**
 * The reader's unread comments on one save where no Saves panel is open (the editor). The api
 * counts them only with the saves list, so this reads that list; keyed under the saves lists, it
 * clears with them when the popup marks the save read. Undefined until known.
 */
export function useUnreadCommentCount(saveId: string): number | undefined {
  const list = useQuery({
    queryKey: [...SAVES_QUERY_KEY, 'unreadComments'],
    queryFn: () => apiRequest('/saves', SavesListResponseSchema),
    select: (saves) => unreadCommentCount(saves.unreadComments, saveId),
  });
  return list.data;
}
