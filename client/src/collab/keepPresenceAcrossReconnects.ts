import type { Awareness } from 'y-protocols/awareness';

/** What of a y-websocket provider this needs: its awareness and its status and origin. */
export interface PresenceConnection {
  awareness: Awareness;
  on(event: 'status', listener: (event: { status: string }) => void): void;
  off(event: 'status', listener: (event: { status: string }) => void): void;
}

/**
 * Keeps everyone's avatar and pointer across a reconnect (an access change, a network blip). Awareness
 * takes a state only with a newer clock than the last it knew of, and a removal counts as one tick:
 * - the provider removes every coworker's state when its socket closes, so their states as the server
 *   sends them again on rejoin would be one tick too old, and stayed hidden until they moved; what a
 *   local removal knew of a coworker is forgotten with it, so their next state is taken whatever its
 *   clock;
 * - the server removed this client's state when the socket closed, one tick past the last it had, so
 *   on rejoin this client announces itself two ticks on, past any removal, instead of its old clock.
 */
export function keepPresenceAcrossReconnects(connection: PresenceConnection): () => void {
  const { awareness } = connection;
  const forgetRemoved = ({ removed }: { removed: number[] }, origin: unknown) => {
    if (origin !== connection) return;
    for (const clientId of removed) if (clientId !== awareness.clientID) awareness.meta.delete(clientId);
  };
  const announceAgain = ({ status }: { status: string }) => {
    if (status !== 'connected') return;
    const state = awareness.getLocalState();
    const meta = awareness.meta.get(awareness.clientID);
    if (state === null || meta === undefined) return;
    awareness.meta.set(awareness.clientID, { ...meta, clock: meta.clock + 1 });
    awareness.setLocalState(state);
  };
  awareness.on('update', forgetRemoved);
  connection.on('status', announceAgain);
  return () => {
    awareness.off('update', forgetRemoved);
    connection.off('status', announceAgain);
  };
}
