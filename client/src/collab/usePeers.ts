import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import { readPeers, type Peer } from './readPeers';

/** A coworker as the page shows them: who they are and what they selected; never pointer or camera. */
export type PeerSummary = Pick<Peer, 'clientId' | 'user' | 'selection'>;

const NOBODY: PeerSummary[] = [];

/**
 * The coworkers in the room, re-rendering only when someone comes, goes, or changes their selection
 * or role: pointer and camera moves change awareness many times a second and are read in `useFrame`.
 */
export function usePeers(awareness: Awareness | null): PeerSummary[] {
  const snapshot = useRef<{ awareness: Awareness | null; key: string; peers: PeerSummary[] }>({
    awareness: null,
    key: '',
    peers: NOBODY,
  });
  const read = useCallback(() => {
    if (awareness === null) return NOBODY;
    const peers = readPeers(awareness).map(({ clientId, user, selection }) => ({
      clientId,
      user,
      selection,
    }));
    const key = JSON.stringify(peers);
    if (snapshot.current.awareness !== awareness || snapshot.current.key !== key) {
      snapshot.current = { awareness, key, peers };
    }
    return snapshot.current.peers;
  }, [awareness]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (awareness === null) return () => {};
      awareness.on('change', onChange);
      return () => awareness.off('change', onChange);
    },
    [awareness],
  );
  return useSyncExternalStore(subscribe, read);
}
