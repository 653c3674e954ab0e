import { API_CALLS, markCommentsRead, type UnreadCommentCounts } from '@kitchensync/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../apiClient';
import { SAVES_QUERY_KEY } from '../saves/savesQueryKey';
import { commentsQueryKey } from './commentsQueryKey';

/**
 * A save's comments while its Comments popup is open: loaded afresh on each opening, and once they
 * have loaded the reader's unread count of that save is cleared on the server and in every Saves
 * panel list at once (spec 002 section 4).
 */
export function useSaveComments(saveId: string) {
  const queryClient = useQueryClient();
  const comments = useQuery({
    queryKey: commentsQueryKey(saveId),
    queryFn: () => apiRequest(`/saves/${saveId}/comments`, API_CALLS.listComments.response),
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const markRead = useMutation({
    mutationFn: () =>
      apiRequest(`/saves/${saveId}/comments/read`, API_CALLS.markCommentsRead.response, { method: 'POST' }),
    onSuccess: () => {
      // Only the saves lists carry counts; anything else kept under the same key is left alone.
      queryClient.setQueriesData<{ unreadComments?: UnreadCommentCounts }>(
        { queryKey: SAVES_QUERY_KEY },
        (list) =>
          list?.unreadComments === undefined
            ? list
            : { ...list, unreadComments: markCommentsRead(list.unreadComments, saveId) },
      );
    },
  });

  const loaded = comments.isSuccess && !comments.isFetching;
  const { mutate: markAsRead, isIdle: notMarkedYet } = markRead;
  useEffect(() => {
    if (loaded && notMarkedYet) markAsRead();
  }, [loaded, notMarkedYet, markAsRead]);

  return comments;
}
