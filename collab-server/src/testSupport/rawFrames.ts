import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as sync from 'y-protocols/sync';
import type WebSocket from 'ws';
import { MessageType } from '../MessageType';

/** A sync update frame carrying `update`, as the stock client sends a local change. */
export function updateFrame(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MessageType.sync);
  sync.writeUpdate(encoder, update);
  return encoding.toUint8Array(encoder);
}

/** A sync step 2 frame, as a client answers the server's step 1 (offline edits included). */
export function syncStep2Frame(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MessageType.sync);
  encoding.writeVarUint(encoder, sync.messageYjsSyncStep2);
  encoding.writeVarUint8Array(encoder, update);
  return encoding.toUint8Array(encoder);
}

/** An awareness frame with one state for `clientId` at `clock`. */
export function presenceFrame(clientId: number, clock: number, state: unknown): Uint8Array {
  const inner = encoding.createEncoder();
  encoding.writeVarUint(inner, 1);
  encoding.writeVarUint(inner, clientId);
  encoding.writeVarUint(inner, clock);
  encoding.writeVarString(inner, JSON.stringify(state));
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MessageType.awareness);
  encoding.writeVarUint8Array(encoder, encoding.toUint8Array(inner));
  return encoding.toUint8Array(encoder);
}

/** What a raw socket has heard from the server so far. */
export interface Heard {
  frames: Uint8Array[];
  acks: number[];
  /** Presence states by client id, as the server relayed them (null once removed). */
  presence: Map<number, unknown>;
  close: { code: number; reason: string } | null;
}

/** Starts recording a raw socket's frames; call before it opens so that nothing is missed. */
export function listen(socket: WebSocket): Heard {
  const heard: Heard = { frames: [], acks: [], presence: new Map(), close: null };
  socket.on('message', (data: Buffer) => {
    const frame = new Uint8Array(data);
    heard.frames.push(frame);
    const decoder = decoding.createDecoder(frame);
    const type = decoding.readVarUint(decoder);
    if (type === MessageType.ack) heard.acks.push(decoding.readVarUint(decoder));
    if (type === MessageType.awareness) {
      const inner = decoding.createDecoder(decoding.readVarUint8Array(decoder));
      const count = decoding.readVarUint(inner);
      for (let i = 0; i < count; i += 1) {
        const clientId = decoding.readVarUint(inner);
        decoding.readVarUint(inner);
        heard.presence.set(clientId, JSON.parse(decoding.readVarString(inner)));
      }
    }
  });
  socket.on('close', (code, reason) => {
    heard.close = { code, reason: reason.toString() };
  });
  return heard;
}

export function opened(socket: WebSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.readyState === socket.OPEN) return resolve();
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused ${res.statusCode}`)));
  });
}
