import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';

/**
 * A Pub/Sub message on a room's presence channel: the publishing instance, then an awareness update, a
 * request for one, or the notice that the save's details (its name) changed through the api.
 */
export type PresenceFrame =
  | { kind: 'presence'; origin: string; update: Uint8Array }
  | { kind: 'request'; origin: string }
  | { kind: 'saveDetailsChanged'; origin: string };

const PRESENCE = 0;
const REQUEST = 1;
const SAVE_DETAILS_CHANGED = 2;

export function encodePresenceFrame(frame: PresenceFrame): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarString(encoder, frame.origin);
  if (frame.kind === 'presence') {
    encoding.writeVarUint(encoder, PRESENCE);
    encoding.writeVarUint8Array(encoder, frame.update);
  } else {
    encoding.writeVarUint(encoder, frame.kind === 'request' ? REQUEST : SAVE_DETAILS_CHANGED);
  }
  return encoding.toUint8Array(encoder);
}

/** Throws on anything this code did not write, so that a stray publisher on the channel is only logged. */
export function decodePresenceFrame(bytes: Uint8Array): PresenceFrame {
  const decoder = decoding.createDecoder(bytes);
  const origin = decoding.readVarString(decoder);
  const kind = decoding.readVarUint(decoder);
  if (kind === PRESENCE) return { kind: 'presence', origin, update: decoding.readVarUint8Array(decoder) };
  if (kind === REQUEST) return { kind: 'request', origin };
  if (kind === SAVE_DETAILS_CHANGED) return { kind: 'saveDetailsChanged', origin };
  throw new Error(`Unknown presence frame kind ${kind}`);
}
