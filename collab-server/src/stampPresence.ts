import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';

/** Who a connection is, as its ticket says; written over whatever `user` a client claims in its presence. */
export interface PresenceIdentity {
  userId: string | null;
  name: string;
  role: string;
  color: string;
}

export interface StampedPresence {
  /** The client id the connection's presence is bound to after this update (null while unbound). */
  clientId: number | null;
  /** The update to apply, or null when nothing in it was allowed. */
  update: Uint8Array | null;
  /** States dropped for their size. Others' states are dropped silently: the stock client echoes them. */
  oversized: number;
}

/**
 * Filters a client's awareness update down to what its connection may say: only states of the one
 * client id the connection is bound to (the first it announced that `heldByAnother` allows), each
 * at most `maxStateBytes` of JSON, with `user` replaced by the ticket's identity. Throws when the update
 * does not decode, trailing bytes included, which callers treat as a malformed message.
 */
export function stampPresence(
  update: Uint8Array,
  boundClientId: number | null,
  identity: PresenceIdentity,
  maxStateBytes: number,
  heldByAnother: (clientId: number) => boolean,
): StampedPresence {
  const decoder = decoding.createDecoder(update);
  const count = decoding.readVarUint(decoder);
  const kept: { clientId: number; clock: number; state: string }[] = [];
  let bound = boundClientId;
  let oversized = 0;
  for (let i = 0; i < count; i += 1) {
    const clientId = decoding.readVarUint(decoder);
    const clock = decoding.readVarUint(decoder);
    const json = decoding.readVarString(decoder);
    const state: unknown = JSON.parse(json);
    // Bound by a state, not a removal: a removal the stock client echoes may name a client long gone.
    if (bound === null && state !== null && !heldByAnother(clientId)) bound = clientId;
    if (clientId !== bound) continue;
    if (Buffer.byteLength(json) > maxStateBytes) {
      oversized += 1;
      continue;
    }
    kept.push({ clientId, clock, state: JSON.stringify(stamp(state, identity)) });
  }
  if (decoding.hasContent(decoder)) throw new Error('trailing bytes after the awareness update');
  if (kept.length === 0) return { clientId: bound, update: null, oversized };
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, kept.length);
  for (const entry of kept) {
    encoding.writeVarUint(encoder, entry.clientId);
    encoding.writeVarUint(encoder, entry.clock);
    encoding.writeVarString(encoder, entry.state);
  }
  return { clientId: bound, update: encoding.toUint8Array(encoder), oversized };
}

function stamp(state: unknown, identity: PresenceIdentity): unknown {
  // null is how a client says it left; it carries nothing to stamp.
  if (state === null) return null;
  const own = typeof state === 'object' && !Array.isArray(state) ? state : {};
  return { ...own, user: { ...identity } };
}
