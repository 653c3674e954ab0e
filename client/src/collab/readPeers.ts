import { PresenceStateSchema, type PresenceState } from '@kitchensync/schemas';
import type { Awareness } from 'y-protocols/awareness';

/** A coworker in the room, as their awareness state says. */
export interface Peer extends PresenceState {
  clientId: number;
}

/**
 * Everyone else in the room with a state the server has stamped, in a stable order (by name, then
 * client id). A state that does not parse (no stamp yet, or from a future client) is left out rather
 * than shown half.
 */
export function readPeers(awareness: Awareness): Peer[] {
  const peers: Peer[] = [];
  awareness.getStates().forEach((state, clientId) => {
    if (clientId === awareness.clientID) return;
    const parsed = PresenceStateSchema.safeParse(state);
    if (parsed.success) peers.push({ clientId, ...parsed.data });
  });
  return peers.sort((a, b) => a.user.name.localeCompare(b.user.name) || a.clientId - b.clientId);
}
