import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import {
  Awareness,
  applyAwarenessUpdate,
  encodeAwarenessUpdate,
  removeAwarenessStates,
} from 'y-protocols/awareness';
import * as Y from 'yjs';
import { keepPresenceAcrossReconnects, type PresenceConnection } from './keepPresenceAcrossReconnects';

/** A provider as far as presence goes: its awareness, and status events. */
class FakeProvider extends EventEmitter implements PresenceConnection {
  constructor(readonly awareness: Awareness) {
    super();
  }
  override on(event: 'status', listener: (event: { status: string }) => void): this {
    return super.on(event, listener);
  }
  override off(event: 'status', listener: (event: { status: string }) => void): this {
    return super.off(event, listener);
  }
  /** What y-websocket does when its socket closes: every coworker's state goes. */
  closeSocket(): void {
    const others = [...this.awareness.getStates().keys()].filter((id) => id !== this.awareness.clientID);
    removeAwarenessStates(this.awareness, others, this);
    this.emit('status', { status: 'disconnected' });
  }
  openSocket(): void {
    this.emit('status', { status: 'connected' });
  }
}

function person(name: string): Awareness {
  const awareness = new Awareness(new Y.Doc());
  awareness.setLocalState({ user: { name } });
  return awareness;
}

function send(from: Awareness, to: Awareness): void {
  applyAwarenessUpdate(to, encodeAwarenessUpdate(from, [from.clientID]), 'server');
}

describe('keepPresenceAcrossReconnects', () => {
  it('shows a coworker again as soon as the rejoined server sends their unchanged state', () => {
    const mine = person('me');
    const coworker = person('coworker');
    const provider = new FakeProvider(mine);
    const stop = keepPresenceAcrossReconnects(provider);
    send(coworker, mine);
    provider.closeSocket();
    expect(mine.getStates().has(coworker.clientID)).toBe(false);
    provider.openSocket();
    // The server greets with the states it holds: the coworker has not moved since.
    send(coworker, mine);
    expect(mine.getStates().get(coworker.clientID)).toEqual({ user: { name: 'coworker' } });
    stop();
  });

  it('announces this person past the removal the server made when the socket closed', () => {
    const mine = person('me');
    const server = new Awareness(new Y.Doc());
    server.setLocalState(null);
    const provider = new FakeProvider(mine);
    const stop = keepPresenceAcrossReconnects(provider);
    send(mine, server);
    // The server drops this client's state with its socket: one tick past the last clock it had.
    removeAwarenessStates(server, [mine.clientID], 'left');
    provider.closeSocket();
    provider.openSocket();
    send(mine, server);
    expect(server.getStates().get(mine.clientID)).toEqual({ user: { name: 'me' } });
    stop();
  });
});
