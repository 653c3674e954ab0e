import { COLLAB_WIRE } from '@kitchensync/schemas';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { ObservableV2 } from 'lib0/observable';
import { describe, expect, it } from 'vitest';
import type { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { trackSaving, type SaveState } from './trackSaving';

type Handler = WebsocketProvider['messageHandlers'][number];

/** The parts of the stock provider the tracker reads, driven by hand. */
class FakeProvider extends ObservableV2<{
  status: (event: unknown) => void;
  sync: (synced: boolean) => void;
}> {
  wsconnected = false;
  synced = false;
  ws: { readyState: number; OPEN: number } | null = null;
  readonly messageHandlers: Handler[] = [];

  constructor() {
    super();
    // Like the stock handler, it answers a sync step 1 (type 0) with a step 2 and sends nothing otherwise.
    this.messageHandlers[0] = (encoder, decoder) => {
      encoding.writeVarUint(encoder, 0);
      if (decoding.readVarUint(decoder) === 0) encoding.writeVarUint(encoder, 1);
    };
  }

  open(): void {
    this.ws = { readyState: 1, OPEN: 1 };
    this.wsconnected = true;
    this.emit('status', [{ status: 'connected' }]);
  }

  drop(): void {
    this.ws = null;
    this.wsconnected = false;
    this.synced = false;
    this.emit('status', [{ status: 'disconnected' }]);
  }

  receive(...varuints: number[]): void {
    const message = encoding.createEncoder();
    for (const value of varuints) encoding.writeVarUint(message, value);
    const decoder = decoding.createDecoder(encoding.toUint8Array(message));
    const type = decoding.readVarUint(decoder);
    this.messageHandlers[type]!(encoding.createEncoder(), decoder, this as never, true, type);
  }

  sync(): void {
    this.synced = true;
    this.emit('sync', [true]);
  }
}

function setUp() {
  const provider = new FakeProvider();
  const doc = new Y.Doc();
  const states: SaveState[] = [];
  let seq = 0;
  const stop = trackSaving(provider as unknown as WebsocketProvider, doc, (state, savedSeq) => {
    states.push(state);
    seq = savedSeq;
  });
  return { provider, doc, states, stop, seq: () => seq };
}

describe('trackSaving', () => {
  it('is offline until connected and saving until its sync step 2 is acknowledged', () => {
    const { provider, states } = setUp();
    expect(states).toEqual(['offline']);
    provider.open();
    provider.receive(0, 0);
    provider.sync();
    expect(states.at(-1)).toBe('saving');
    provider.receive(COLLAB_WIRE.ackMessageType, 3);
    expect(states.at(-1)).toBe('saved');
  });

  it('stays saving until every local change sent has been acknowledged, and reports the seq', () => {
    const { provider, doc, states, seq } = setUp();
    provider.open();
    provider.receive(0, 0);
    provider.sync();
    provider.receive(COLLAB_WIRE.ackMessageType, 1);
    doc.getMap('m').set('a', 1);
    doc.getMap('m').set('b', 2);
    expect(states.at(-1)).toBe('saving');
    provider.receive(COLLAB_WIRE.ackMessageType, 2);
    expect(states.at(-1)).toBe('saving');
    provider.receive(COLLAB_WIRE.ackMessageType, 3);
    expect(states.at(-1)).toBe('saved');
    expect(seq()).toBe(3);
  });

  it('is offline, not saving, after the socket drops with changes unacknowledged', () => {
    const { provider, doc, states } = setUp();
    provider.open();
    provider.sync();
    doc.getMap('m').set('a', 1);
    provider.drop();
    expect(states.at(-1)).toBe('offline');
    doc.getMap('m').set('b', 1);
    expect(states.at(-1)).toBe('offline');
  });

  it('counts nothing for a change made while offline, which the next sync step 2 carries', () => {
    const { provider, doc, states } = setUp();
    doc.getMap('m').set('offline', 1);
    provider.open();
    provider.receive(0, 0);
    provider.sync();
    provider.receive(COLLAB_WIRE.ackMessageType, 1);
    expect(states.at(-1)).toBe('saved');
  });

  it('stops following once stopped', () => {
    const { provider, doc, states, stop } = setUp();
    provider.open();
    stop();
    const count = states.length;
    doc.getMap('m').set('a', 1);
    provider.drop();
    expect(states.length).toBe(count);
  });
});
