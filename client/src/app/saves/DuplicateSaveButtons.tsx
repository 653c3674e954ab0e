import { SaveResponseSchema } from '@kitchensync/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../apiClient';
import { SAVES_QUERY_KEY } from './savesQueryKey';

/**
 * Duplicate a save, and for its owner Duplicate for client (spec 002 sections 4, 6 and 7): the copy
 * appears in the list once the api has made it; "Duplicating..." shows while it waits.
 */
export function DuplicateSaveButtons({
  saveId,
  name,
  forClient,
  disabled,
}: {
  saveId: string;
  name: string;
  /** Whether the reader owns the save, which duplicating for a client needs. */
  forClient: boolean;
  disabled: boolean;
}) {
  const queryClient = useQueryClient();
  const duplicate = useMutation({
    mutationFn: (client: boolean) =>
      apiRequest(`/saves/${saveId}/duplicate`, SaveResponseSchema, {
        method: 'POST',
        body: { forClient: client },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVES_QUERY_KEY }),
  });
  if (duplicate.isPending) return <span role="status">Duplicating...</span>;
  return (
    <>
      <button
        type="button"
        aria-label={`Duplicate ${name}`}
        disabled={disabled}
        onClick={() => duplicate.mutate(false)}
      >
        Duplicate
      </button>
      {forClient && (
        <button
          type="button"
          aria-label={`Duplicate for client: ${name}`}
          disabled={disabled}
          onClick={() => duplicate.mutate(true)}
        >
          Duplicate for client
        </button>
      )}
      {duplicate.isError && (
        <span className="error" role="alert">
          {duplicate.error.message}
        </span>
      )}
    </>
  );
}
