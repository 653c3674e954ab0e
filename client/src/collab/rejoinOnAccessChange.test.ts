import { COLLAB_WIRE } from '@kitchensync/schemas';
import { ObservableV2 } from 'lib0/observable';
import { describe, expect, it } from 'vitest';
import type { WebsocketProvider } from 'y-websocket';
import { rejoinOnAccessChange } from './rejoinOnAccessChange';

class FakeProvider extends ObservableV2<{ 'connection-close': (event: { code: number } | null) => void }> {
  shouldConnect = true;
  connects = 0;
  connect(): void {
    this.shouldConnect = true;
    this.connects += 1;
  }
}

function setUp(renewed: boolean) {
  const provider = new FakeProvider();
  let finishRenewal: (value: boolean) => void = () => undefined;
  let renewals = 0;
  const stop = rejoinOnAccessChange(provider as unknown as WebsocketProvider, () => {
    renewals += 1;
    return new Promise((resolve) => (finishRenewal = resolve));
  });
  return { provider, stop, renewals: () => renewals, finish: () => finishRenewal(renewed) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('rejoinOnAccessChange', () => {
  it('holds the reconnect on 4001 until a fresh ticket is in place, then rejoins', async () => {
    const { provider, renewals, finish } = setUp(true);
    provider.emit('connection-close', [{ code: COLLAB_WIRE.accessChangedCloseCode }]);
    expect(provider.shouldConnect).toBe(false);
    expect(renewals()).toBe(1);
    expect(provider.connects).toBe(0);
    finish();
    await settle();
    expect(provider.connects).toBe(1);
  });

  it('stays away when no ticket comes back (access lost)', async () => {
    const { provider, finish } = setUp(false);
    provider.emit('connection-close', [{ code: COLLAB_WIRE.accessChangedCloseCode }]);
    finish();
    await settle();
    expect(provider.connects).toBe(0);
    expect(provider.shouldConnect).toBe(false);
  });

  it('leaves every other close to the provider’s own reconnect', () => {
    const { provider, renewals } = setUp(true);
    provider.emit('connection-close', [{ code: 1006 }]);
    provider.emit('connection-close', [null]);
    expect(provider.shouldConnect).toBe(true);
    expect(renewals()).toBe(0);
  });

  it('does not rejoin once stopped', async () => {
    const { provider, stop, finish } = setUp(true);
    provider.emit('connection-close', [{ code: COLLAB_WIRE.accessChangedCloseCode }]);
    stop();
    finish();
    await settle();
    expect(provider.connects).toBe(0);
  });
});
