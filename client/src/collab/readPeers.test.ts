import { describe, expect, it } from 'vitest';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { readPeers } from './readPeers';

function person(name: string, state: Record<string, unknown> | null) {
  const awareness = new Awareness(new Y.Doc());
  awareness.setLocalState(
    state === null ? null : { ...state, user: { userId: null, name, role: 'editor', color: '#123456' } },
  );
  return awareness;
}

/** What reaches `me` from the others, as the server relays it. */
function hear(me: Awareness, ...others: Awareness[]) {
  for (const other of others)
    applyAwarenessUpdate(me, encodeAwarenessUpdate(other, [other.clientID]), 'server');
}

describe('readPeers', () => {
  it('lists everyone else, sorted by name, and never this client itself', () => {
    const me = person('Me', {});
    const zoe = person('Zoe', { selection: ['wall_1'] });
    const ann = person('Ann', { pointer: { x: 1, z: 2 } });
    hear(me, zoe, ann);
    const peers = readPeers(me);
    expect(peers.map((peer) => peer.user.name)).toEqual(['Ann', 'Zoe']);
    expect(peers[0]).toMatchObject({
      clientId: ann.clientID,
      pointer: { x: 1, z: 2 },
      selection: [],
      camera: null,
    });
    expect(peers[1]?.selection).toEqual(['wall_1']);
    for (const awareness of [me, zoe, ann]) awareness.destroy();
  });

  it('leaves out a state the server has not stamped with a user, or that does not parse', () => {
    const me = person('Me', {});
    const unstamped = new Awareness(new Y.Doc());
    unstamped.setLocalState({ selection: [] });
    const broken = person('Broken', { pointer: { x: 'far', z: 0 } });
    hear(me, unstamped, broken);
    expect(readPeers(me)).toEqual([]);
    for (const awareness of [me, unstamped, broken]) awareness.destroy();
  });
});
