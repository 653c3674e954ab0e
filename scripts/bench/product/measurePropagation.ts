import type * as Y from 'yjs';
import { percentile } from '../stats/percentile';
import { connectPeerClient } from './connectPeerClient';
import type { ProductRooms } from './ProductRooms';
import { waitFor } from './waitFor';

const TIMEOUT_MS = 10_000;

/**
 * One editor and one peer in a new room. Back to back (`paceMs` 0): each change is made once the peer
 * saw the previous one, so every change crosses an idle server. Paced: one change every `paceMs`.
 * Times from the change in the editor's document to the peer's document holding it; for ours also
 * to the editor's acknowledgement (durable).
 */
export async function measurePropagation(
  rooms: ProductRooms,
  writes: number,
  paceMs: number,
  ready: () => Promise<void>,
): Promise<Record<string, number>> {
  const room = await rooms.create();
  const editor = await connectPeerClient(room);
  const peer = await connectPeerClient(room);
  await Promise.all([editor.synced, peer.synced]);
  // The acks of the greeting go out first; only the measured changes' acks are counted.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const madeAt: number[] = [];
  const seenMs: number[] = [];
  const ackMs: number[] = [];
  let acked = 0;
  editor.onAck(() => {
    const at = madeAt[acked++];
    if (at !== undefined) ackMs.push(performance.now() - at);
  });
  const written = editor.doc.getMap<number>('bench');
  peer.doc.getMap<number>('bench').observe((event: Y.YMapEvent<number>) => {
    const value = event.target.get('v');
    if (event.keysChanged.has('v') && value !== undefined) seenMs.push(performance.now() - madeAt[value]!);
  });
  await ready();
  const write = (i: number) => {
    madeAt[i] = performance.now();
    written.set('v', i);
  };
  for (let i = 0; i < writes; i += 1) {
    write(i);
    if (paceMs === 0) await waitFor(() => seenMs.length > i, TIMEOUT_MS, 0);
    else await new Promise((resolve) => setTimeout(resolve, paceMs));
  }
  await waitFor(() => seenMs.length >= writes, TIMEOUT_MS);
  await waitFor(() => room.peer !== 'kitchensync' || ackMs.length >= writes, TIMEOUT_MS);
  editor.destroy();
  peer.destroy();
  return {
    p50: percentile(seenMs, 50),
    p99: percentile(seenMs, 99),
    ackP50: percentile(ackMs, 50),
    ackP99: percentile(ackMs, 99),
    notSeen: writes - seenMs.length,
  };
}
