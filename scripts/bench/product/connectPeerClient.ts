import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { COLLAB_WIRE } from '@kitchensync/schemas';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import type { ProductPeer } from './ProductPeer';

/** One client of a peer's room, as that peer's own users connect: its document, when it synced, its acks. */
export interface PeerClient {
  doc: Y.Doc;
  synced: Promise<void>;
  /** Our acknowledgement (after the durable commit); the references have none to offer. */
  onAck(listener: () => void): void;
  destroy(): void;
}

export interface PeerRoom {
  peer: ProductPeer;
  baseUrl: string;
  /** The save id for ours, the document name for the references. */
  name: string;
  /** Ours only: fetches a fresh ticket from the api, as the client does before every socket. */
  ticket?: () => Promise<string>;
}

/**
 * Ours and y-websocket-server through the stock y-websocket provider (ours with the ticket the api
 * issued), Hocuspocus through its own provider.
 */
export async function connectPeerClient(room: PeerRoom): Promise<PeerClient> {
  const doc = new Y.Doc();
  const wsUrl = room.baseUrl.replace(/^http/, 'ws');
  if (room.peer === 'hocuspocus') {
    const websocketProvider = new HocuspocusProviderWebsocket({
      url: wsUrl,
      WebSocketPolyfill: WebSocket,
    });
    let synced: () => void = () => undefined;
    const provider = new HocuspocusProvider({
      websocketProvider,
      name: room.name,
      document: doc,
      onSynced: () => synced(),
    });
    provider.attach();
    return {
      doc,
      synced: new Promise((resolve) => (synced = resolve)),
      onAck: () => undefined,
      destroy: () => {
        provider.destroy();
        websocketProvider.destroy();
      },
    };
  }
  const params: Record<string, string> = room.ticket ? { ticket: await room.ticket() } : {};
  const provider = new WebsocketProvider(`${wsUrl}/collab`, room.name, doc, {
    params,
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
    disableBc: true,
  });
  const ackListeners: (() => void)[] = [];
  provider.messageHandlers[COLLAB_WIRE.ackMessageType] = () => {
    for (const listener of ackListeners) listener();
  };
  return {
    doc,
    synced: new Promise((resolve) => provider.once('sync', () => resolve())),
    onAck: (listener) => ackListeners.push(listener),
    destroy: () => provider.destroy(),
  };
}
