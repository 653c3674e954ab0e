import * as decoding from 'lib0/decoding';
import * as sync from 'y-protocols/sync';
import { MessageType } from './MessageType';

/** A frame from a client, decoded. Sync step 2 and update are one kind: both carry edits to persist. */
export type ClientMessage =
  | { kind: 'syncStep1'; stateVector: Uint8Array }
  /** `frame` is the frame itself when it is already an update message, ready to be relayed as it came. */
  | { kind: 'update'; update: Uint8Array; frame: Uint8Array | null }
  | { kind: 'awareness'; update: Uint8Array }
  | { kind: 'queryAwareness' }
  | { kind: 'auth' };

/**
 * Decodes a whole frame before anything acts on it; throws on anything that is not a valid frame.
 * A frame is one message, as the stock client sends it: bytes after the message make the frame
 * malformed rather than a second message, so that nothing packed behind a message (a viewer's update
 * behind its presence) is ever acted on.
 */
export function decodeClientMessage(frame: Uint8Array): ClientMessage {
  const decoder = decoding.createDecoder(frame);
  const message = decodeOne(decoder, frame);
  if (decoding.hasContent(decoder)) throw new Error('trailing bytes after the message');
  return message;
}

function decodeOne(decoder: decoding.Decoder, frame: Uint8Array): ClientMessage {
  const type = decoding.readVarUint(decoder);
  switch (type) {
    case MessageType.sync: {
      const syncType = decoding.readVarUint(decoder);
      const payload = decoding.readVarUint8Array(decoder);
      if (syncType === sync.messageYjsSyncStep1) return { kind: 'syncStep1', stateVector: payload };
      if (syncType === sync.messageYjsUpdate) return { kind: 'update', update: payload, frame };
      if (syncType === sync.messageYjsSyncStep2) return { kind: 'update', update: payload, frame: null };
      throw new Error(`unknown sync message type ${syncType}`);
    }
    case MessageType.awareness:
      return { kind: 'awareness', update: decoding.readVarUint8Array(decoder) };
    case MessageType.queryAwareness:
      return { kind: 'queryAwareness' };
    case MessageType.auth:
      // Clients have nothing to tell the server through auth messages; whatever follows is ignored.
      decoder.pos = decoder.arr.length;
      return { kind: 'auth' };
    default:
      throw new Error(`unknown message type ${type}`);
  }
}
