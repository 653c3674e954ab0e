import type * as Y from 'yjs';
import { percentile } from '../stats/percentile';
import { connectPeerClient, type PeerClient } from './connectPeerClient';
import type { ProductRooms } from './ProductRooms';
import { waitFor } from './waitFor';

const SETTLE_MS = 1_000;

/**
 * `clients` editors in one new room, each writing its own key (the time it wrote) at `writeHz` for
 * `durationMs`, staggered over one period. Every other client times when it sees each value. For ours,
 * each writer also times its acknowledgements (one per change, in order). Deliveries are counted for
 * the orchestrator's CPU per delivered update.
 */
export async function measureBusyRoom(
  rooms: ProductRooms,
  clients: number,
  writeHz: number,
  durationMs: number,
  ready: () => Promise<void>,
): Promise<Record<string, number>> {
  const room = await rooms.create();
  const editors: PeerClient[] = [];
  for (let i = 0; i < clients; i += 1) editors.push(await connectPeerClient(room));
  await Promise.all(editors.map((editor) => editor.synced));
  await new Promise((resolve) => setTimeout(resolve, 300));
  const seenMs: number[] = [];
  const ackMs: number[] = [];
  let made = 0;
  const measuring = { on: false };
  const writers = editors.map((editor, index) => {
    const pending: number[] = [];
    editor.onAck(() => {
      const at = pending.shift();
      if (at !== undefined) ackMs.push(performance.now() - at);
    });
    editor.doc.getMap<number>('bench').observe((event: Y.YMapEvent<number>) => {
      if (!measuring.on || event.transaction.local) return;
      const now = performance.now();
      for (const key of event.keysChanged) {
        const at = event.target.get(key);
        if (at !== undefined) seenMs.push(now - at);
      }
    });
    return () => {
      const at = performance.now();
      pending.push(at);
      made += 1;
      editor.doc.getMap<number>('bench').set(`c${index}`, at);
    };
  });
  await ready();
  measuring.on = true;
  const periodMs = 1_000 / writeHz;
  const timers: NodeJS.Timeout[] = [];
  writers.forEach((write, index) => {
    timers.push(setTimeout(() => timers.push(setInterval(write, periodMs)), (index * periodMs) / clients));
  });
  await new Promise((resolve) => setTimeout(resolve, durationMs));
  for (const timer of timers) clearInterval(timer);
  const expected = made * (clients - 1);
  await waitFor(() => seenMs.length >= expected, SETTLE_MS);
  const figures = {
    p50: percentile(seenMs, 50),
    p99: percentile(seenMs, 99),
    ackP99: percentile(ackMs, 99),
    deliveries: seenMs.length,
    notDeliveredPercent: expected === 0 ? 0 : (100 * (expected - seenMs.length)) / expected,
  };
  for (const editor of editors) editor.destroy();
  return figures;
}
