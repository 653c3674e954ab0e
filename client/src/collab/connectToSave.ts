import { COLLAB_PATH_PREFIX, COLLAB_WIRE, type CollabTicketResponse, type Role } from '@kitchensync/schemas';
import * as decoding from 'lib0/decoding';
import * as authProtocol from 'y-protocols/auth';
import { WebsocketProvider, messageAuth } from 'y-websocket';
import * as Y from 'yjs';
import { cacheOffline } from './cacheOffline';
import { keepPresenceAcrossReconnects } from './keepPresenceAcrossReconnects';
import { createPresencePublisher, type PresencePublisher } from './createPresencePublisher';
import { createUndoHistory, type UndoHistory } from './createUndoHistory';
import { followBrowserNetwork } from './followBrowserNetwork';
import { rejoinOnAccessChange } from './rejoinOnAccessChange';
import { trackSaving, type SaveState } from './trackSaving';

export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';

export interface SaveConnectionEvents {
  onStatus(status: ConnectionStatus): void;
  onSynced(): void;
  onPermissionDenied(reason: string): void;
  onAccessLost(): void;
  /** Every ticket carries the reader's current role; this hears when a renewed one brings another. */
  onRoleChanged(role: Role): void;
  onSaveState(state: SaveState, savedSeq: number): void;
  /** A newer version of the product wrote the design; only reloading the app can open it. */
  onReloadRequired(): void;
  /** Someone renamed the save through the api: its details are worth fetching again. */
  onSaveDetailsChanged(): void;
  /** The catalogue prices of `accountId` changed (an admin's bulk edit): refetch them if they are ours. */
  onCataloguePricesChanged(accountId: string): void;
}

export interface SaveConnection {
  doc: Y.Doc;
  provider: WebsocketProvider;
  /** The origin of this client's own transactions, so undo can tell them from a coworker's. */
  localOrigin: object;
  /** Undo and redo of this client's own commands (those made with `localOrigin`). */
  undoHistory: UndoHistory;
  /** This client's selection, pointer and camera, as coworkers see them. */
  presence: PresencePublisher;
  destroy(): void;
}

/** Tickets live two minutes; renewing every minute keeps a valid one ready for any reconnect. */
const TICKET_RENEWAL_MS = 60_000;

/**
 * Joins a save's collab room. `fetchTicket` asks the api for a fresh ticket and answers null when
 * the reader has lost access, which ends the connection for good.
 */
export function connectToSave(
  saveId: string,
  firstTicket: CollabTicketResponse,
  fetchTicket: () => Promise<CollabTicketResponse | null>,
  events: SaveConnectionEvents,
): SaveConnection {
  const doc = new Y.Doc();
  const localOrigin = { client: doc.clientID };
  const undoHistory = createUndoHistory(doc, localOrigin);
  // Edits kept from an offline visit reach the server in the first step 2 if the copy loads before the
  // socket opens, else as an update: the server takes both alike, and trackSaving counts both.
  const offlineCache = cacheOffline(saveId, doc);
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const serverUrl = `${protocol}//${window.location.host}${COLLAB_PATH_PREFIX.replace(/\/$/, '')}`;
  const provider = new WebsocketProvider(serverUrl, saveId, doc, {
    params: { ticket: firstTicket.ticket },
    disableBc: true,
  });
  provider.messageHandlers[messageAuth] = (_encoder, decoder) => {
    authProtocol.readAuthMessage(decoder, doc, (_doc, reason) => {
      // The server dropped a change of this replica: a kept copy would bring it back on every visit.
      void offlineCache?.forget();
      events.onPermissionDenied(reason);
    });
  };
  provider.messageHandlers[COLLAB_WIRE.saveDetailsChangedMessageType] = () => events.onSaveDetailsChanged();
  provider.messageHandlers[COLLAB_WIRE.cataloguePricesChangedMessageType] = (_encoder, decoder) =>
    events.onCataloguePricesChanged(decoding.readVarString(decoder));
  provider.on('status', ({ status }) => events.onStatus(status));
  provider.on('sync', (synced: boolean) => {
    if (synced) events.onSynced();
  });

  const presence = createPresencePublisher(provider.awareness);
  const stopKeepingPresence = keepPresenceAcrossReconnects(provider);
  const stopTracking = trackSaving(provider, doc, (state, savedSeq) => events.onSaveState(state, savedSeq));

  let destroyed = false;
  let role = firstTicket.role;
  const renewTicket = async (): Promise<'renewed' | 'failed' | 'lost'> => {
    const ticket = await fetchTicket().catch(() => undefined);
    if (destroyed) return 'lost';
    if (ticket === undefined) return 'failed';
    if (ticket === null) {
      provider.disconnect();
      // What this browser kept of a design its reader may no longer see goes with the access.
      void offlineCache?.forget();
      events.onAccessLost();
      return 'lost';
    }
    provider.params.ticket = ticket.ticket;
    if (ticket.role !== role) {
      role = ticket.role;
      events.onRoleChanged(role);
    }
    return 'renewed';
  };
  const renewal = window.setInterval(() => void renewTicket(), TICKET_RENEWAL_MS);
  // When the api could not be reached, rejoining anyway lets the provider's backoff retry until the
  // next renewal brings a ticket the server accepts.
  const stopRejoining = rejoinOnAccessChange(provider, async () => (await renewTicket()) !== 'lost');
  let offline = false;
  const stopFollowingNetwork = followBrowserNetwork(
    () => {
      offline = true;
      provider.disconnect();
    },
    () => {
      offline = false;
      // The ticket may have expired while offline: rejoin with a fresh one, unless access went with it.
      void renewTicket().then((result) => {
        if (result !== 'lost' && !offline && !destroyed) provider.connect();
      });
    },
  );
  provider.on('connection-close', (event) => {
    if (event?.code === COLLAB_WIRE.reloadRequiredCloseCode) events.onReloadRequired();
  });

  return {
    doc,
    provider,
    localOrigin,
    undoHistory,
    presence,
    destroy() {
      destroyed = true;
      stopKeepingPresence();
      presence.destroy();
      undoHistory.destroy();
      offlineCache?.destroy();
      window.clearInterval(renewal);
      stopTracking();
      stopRejoining();
      stopFollowingNetwork();
      provider.destroy();
      doc.destroy();
    },
  };
}
