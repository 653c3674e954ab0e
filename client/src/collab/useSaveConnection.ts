import { CollabTicketResponseSchema, type CollabTicketResponse, type Role } from '@kitchensync/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, apiRequest, readApiResponse } from '../app/apiClient';
import { earlyCollabTicket } from './earlyCollabTicket';
import { connectToSave, type ConnectionStatus, type SaveConnection } from './connectToSave';
import type { SaveState } from './trackSaving';

export interface SaveConnectionState {
  connection: SaveConnection | null;
  status: ConnectionStatus;
  synced: boolean;
  /** Whether this client's changes are on the server's disk (from the server's acknowledgements). */
  saveState: SaveState;
  savedSeq: number;
  permissionDenied: string | null;
  accessLost: boolean;
  /** The role of the latest ticket: it changes without a reload when the owner changes the sharing. */
  role: Role | null;
  error: string | null;
}

const INITIAL: SaveConnectionState = {
  connection: null,
  status: 'connecting',
  synced: false,
  saveState: 'offline',
  savedSeq: 0,
  permissionDenied: null,
  accessLost: false,
  role: null,
  error: null,
};

/** The early request's answer when the page made one for this save, else a fresh request's. */
async function requestTicket(saveId: string): Promise<CollabTicketResponse> {
  const early = earlyCollabTicket.take(saveId);
  const response = early === null ? null : await early.catch(() => null);
  if (response !== null) return readApiResponse(response, CollabTicketResponseSchema);
  return apiRequest(`/saves/${saveId}/collab-ticket`, CollabTicketResponseSchema, { method: 'POST' });
}

async function fetchTicket(saveId: string): Promise<CollabTicketResponse | null> {
  try {
    return await requestTicket(saveId);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}

/** Owns the save's live connection for as long as the editor shows it. */
export function useSaveConnection(saveId: string | undefined): SaveConnectionState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SaveConnectionState & { saveId: string | undefined }>({
    ...INITIAL,
    saveId: undefined,
  });

  useEffect(() => {
    if (saveId === undefined) return;
    let connection: SaveConnection | null = null;
    let cancelled = false;
    const update = (patch: Partial<SaveConnectionState>) => {
      if (cancelled) return;
      setState((previous) => ({ ...(previous.saveId === saveId ? previous : INITIAL), ...patch, saveId }));
    };
    fetchTicket(saveId)
      .then((ticket) => {
        if (cancelled) return;
        if (ticket === null) return update({ accessLost: true });
        update({ role: ticket.role });
        connection = connectToSave(saveId, ticket, () => fetchTicket(saveId), {
          onStatus: (status) => update({ status }),
          onSynced: () => update({ synced: true }),
          onPermissionDenied: (reason) => update({ permissionDenied: reason }),
          onAccessLost: () => update({ accessLost: true }),
          // A new role starts clean: a denial told to the old role does not hold for an upgraded one.
          onRoleChanged: (role) => update({ role, permissionDenied: null }),
          onSaveState: (saveState, savedSeq) => update({ saveState, savedSeq }),
          onReloadRequired: () =>
            update({ error: 'This design was saved by a newer version of KitchenSync. Reload the page.' }),
          // The editor shows the save's name from this query (EditorPage).
          onSaveDetailsChanged: () => void queryClient.invalidateQueries({ queryKey: ['save', saveId] }),
          // Every room hears every account's notice (the server cannot tell whose prices a cart uses):
          // only the catalogue entries priced for that account (catalogueModelsQuery's key) refetch.
          onCataloguePricesChanged: (accountId) =>
            void queryClient.invalidateQueries({
              predicate: ({ queryKey }) =>
                queryKey[0] === 'catalogue' && queryKey[1] === 'models' && queryKey[3] === accountId,
            }),
        });
        update({ connection });
      })
      .catch((error: unknown) => update({ error: error instanceof Error ? error.message : String(error) }));
    return () => {
      cancelled = true;
      connection?.destroy();
    };
  }, [saveId, queryClient]);

  // State left from another save (or none yet) reads as a fresh connection attempt.
  return state.saveId === saveId ? state : INITIAL;
}
