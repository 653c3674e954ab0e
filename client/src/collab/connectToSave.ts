import { COLLAB_PATH_PREFIX } from '@kitchensync/schemas';
import * as authProtocol from 'y-protocols/auth';
import { WebsocketProvider, messageAuth } from 'y-websocket';
import * as Y from 'yjs';

export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';

export interface SaveConnectionEvents {
  onStatus(status: ConnectionStatus): void;
  onSynced(): void;
  onPermissionDenied(reason: string): void;
  onAccessLost(): void;
}

export interface SaveConnection {
  doc: Y.Doc;
  provider: WebsocketProvider;
  /** The origin of this client's own transactions, so undo can tell them from a coworker's. */
  localOrigin: object;
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
  firstTicket: string,
  fetchTicket: () => Promise<string | null>,
  events: SaveConnectionEvents,
): SaveConnection {
  const doc = new Y.Doc();
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const serverUrl = `${protocol}//${window.location.host}${COLLAB_PATH_PREFIX.replace(/\/$/, '')}`;
  const provider = new WebsocketProvider(serverUrl, saveId, doc, {
    params: { ticket: firstTicket },
    disableBc: true,
  });
  provider.messageHandlers[messageAuth] = (_encoder, decoder) => {
    authProtocol.readAuthMessage(decoder, doc, (_doc, reason) => events.onPermissionDenied(reason));
  };
  provider.on('status', ({ status }) => events.onStatus(status));
  provider.on('sync', (synced: boolean) => {
    if (synced) events.onSynced();
  });

  let destroyed = false;
  const renewTicket = async () => {
    const ticket = await fetchTicket().catch(() => undefined);
    if (destroyed || ticket === undefined) return;
    if (ticket === null) {
      provider.disconnect();
      events.onAccessLost();
      return;
    }
    provider.params.ticket = ticket;
  };
  const renewal = window.setInterval(() => void renewTicket(), TICKET_RENEWAL_MS);

  return {
    doc,
    provider,
    localOrigin: { client: doc.clientID },
    destroy() {
      destroyed = true;
      window.clearInterval(renewal);
      provider.destroy();
      doc.destroy();
    },
  };
}
