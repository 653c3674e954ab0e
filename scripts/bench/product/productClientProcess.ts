import type { PeerRoom } from './connectPeerClient';
import { measureBusyRoom } from './measureBusyRoom';
import { measureJoinStorm } from './measureJoinStorm';
import { measurePropagation } from './measurePropagation';
import type { FromProductClient, ProductJob, ToProductClient } from './ProductJob';
import { ProductRooms } from './ProductRooms';
import { storeDesigns } from './storeDesigns';

// Every client of one server's run lives here, in a process of its own, so that their CPU is never
// counted as the server's. Rooms, sessions and stored designs persist from one job to the next.
process.setMaxListeners(0);
const send = (message: FromProductClient) => process.send?.(message);
let rooms: ProductRooms | null = null;
let stored: PeerRoom[] = [];
let storedModels = 0;
let go: (() => void) | null = null;

/**
 * Tells the orchestrator the measured phase may start (it samples the server's CPU), then waits for it.
 * The clients' own garbage of the phases before (the storm's 200 documents) is collected first, as the
 * server's is: a major collection here mid-phase delays what every client sees, for every server alike,
 * and would be counted as propagation and acknowledgement latency.
 */
const ready = () =>
  new Promise<void>((resolve) => {
    globalThis.gc?.();
    go = resolve;
    send({ type: 'ready' });
  });

function roomsOrThrow(): ProductRooms {
  if (!rooms) throw new Error('connect first');
  return rooms;
}

async function run(job: ProductJob): Promise<Record<string, number>> {
  switch (job.kind) {
    case 'connect':
      rooms = new ProductRooms(job.peer, job.baseUrl);
      return {};
    case 'store':
      stored = await storeDesigns(roomsOrThrow(), job.rooms, job.models);
      storedModels = job.models;
      return {};
    case 'joinStorm':
      await ready();
      return measureJoinStorm(stored, job.perRoom, storedModels);
    case 'propagation':
      return measurePropagation(roomsOrThrow(), job.writes, job.paceMs, ready);
    case 'busyRoom':
      return measureBusyRoom(roomsOrThrow(), job.clients, job.writeHz, job.durationMs, ready);
  }
}

process.on('message', (message: ToProductClient) => {
  if (message.type === 'go') {
    go?.();
    return;
  }
  run(message.job).then(
    (figures) => send({ type: 'result', figures }),
    (error: unknown) =>
      send({
        type: 'error',
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
});
