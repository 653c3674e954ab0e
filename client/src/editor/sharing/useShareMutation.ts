import {
  ShareFolderResponseSchema,
  ShareSaveResponseSchema,
  type SaveResponse,
  type ShareSaveRequest,
  type ShareSaveResponse,
} from '@kitchensync/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../app/apiClient';
import { SAVES_QUERY_KEY } from '../../app/saves/savesQueryKey';
import type { ShareTarget } from './shareTarget';

/**
 * Sends one share payload for a save or folder and brings what shows it up to date: the open
 * editor's save (so its sharing reads right without a reload) and the Saves panel's lists.
 * Open collab connections hear of it from the api, which revokes and reissues their tickets.
 */
export function useShareMutation(target: ShareTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ShareSaveRequest): Promise<ShareSaveResponse> =>
      target.kind === 'save'
        ? apiRequest(`/saves/${encodeURIComponent(target.id)}/share`, ShareSaveResponseSchema, {
            method: 'POST',
            body: request,
          })
        : apiRequest(`/folders/${encodeURIComponent(target.id)}/share`, ShareFolderResponseSchema, {
            method: 'POST',
            body: request,
          }),
    onSuccess: (answer) => {
      if (target.kind === 'save') {
        queryClient.setQueryData<SaveResponse>(['save', target.id], (current) =>
          current ? { ...current, save: { ...current.save, ...answer.access } } : current,
        );
      }
      void queryClient.invalidateQueries({ queryKey: SAVES_QUERY_KEY });
    },
  });
}
