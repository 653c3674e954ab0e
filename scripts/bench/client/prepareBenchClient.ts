import { signCollabTicket, type Role } from '@kitchensync/schemas';
import { WebsocketProvider } from 'y-websocket';
import WebSocket from 'ws';
import * as Y from 'yjs';
import type { BenchTarget } from '../BenchTarget';
import type { BenchClient } from './BenchClient';
import { HocuspocusFramingSocket } from './HocuspocusFramingSocket';

/** Message types only Hocuspocus sends (stateless, broadcast stateless, close, sync status). */
const HOCUSPOCUS_ONLY_TYPES = [5, 6, 7, 8];

interface BenchClientOptions {
  role: Role;
  /** Called for every acknowledgement frame: our ack type, or Hocuspocus's sync status. */
  onAck?: () => void;
}

/**
 * The stock y-websocket client against any of the servers: a ticket for ours (signed before the socket
 * opens, so signing is not timed), a framing adapter for Hocuspocus, nothing for y-websocket-server.
 */
export async function prepareBenchClient(
  target: BenchTarget,
  room: string,
  options: BenchClientOptions,
): Promise<() => BenchClient> {
  const params: Record<string, string> = {};
  if (target.server === 'kitchensync') {
    const secret = Buffer.from(target.ticketSecretHex, 'hex');
    const userId = `bench_${Math.random().toString(36).slice(2)}`;
    params.ticket = (
      await signCollabTicket({ saveId: room, role: options.role, userId, name: userId }, secret)
    ).ticket;
  }
  const polyfill = target.server === 'hocuspocus' ? HocuspocusFramingSocket : WebSocket;
  return () => {
    const doc = new Y.Doc();
    const provider = new WebsocketProvider(`ws://127.0.0.1:${target.port}/collab`, room, doc, {
      params,
      WebSocketPolyfill: polyfill as unknown as typeof globalThis.WebSocket,
      disableBc: true,
    });
    const ackType = target.server === 'hocuspocus' ? 8 : target.ackMessageType;
    const ignored = target.server === 'hocuspocus' ? HOCUSPOCUS_ONLY_TYPES : [];
    for (const type of ignored) provider.messageHandlers[type] = () => undefined;
    if (ackType !== null) provider.messageHandlers[ackType] = () => options.onAck?.();
    return { doc, provider };
  };
}
