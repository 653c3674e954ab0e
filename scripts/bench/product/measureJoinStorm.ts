import { nodesMap } from '@kitchensync/schemas';
import { percentile } from '../stats/percentile';
import { connectPeerClient, type PeerClient, type PeerRoom } from './connectPeerClient';
import { waitFor } from './waitFor';

const TIMEOUT_MS = 60_000;

/**
 * `perRoom` joiners per stored room, all started in one synchronous loop; each is timed from its start
 * (for ours: the ticket request to the api, as the client makes it) to its provider's first sync, and
 * also from the socket's creation (the same for the references, which take no ticket); counted as
 * complete when it then holds the whole design. The clients' process's CPU until the last synced is
 * reported too: ours also spends it on the ticket requests, which the references' clients do not make.
 */
export async function measureJoinStorm(
  rooms: readonly PeerRoom[],
  perRoom: number,
  models: number,
): Promise<Record<string, number>> {
  const syncedMs: number[] = [];
  const socketToSyncedMs: number[] = [];
  const clients: PeerClient[] = [];
  const cpuBefore = process.cpuUsage();
  const joins = rooms.flatMap((room) =>
    Array.from({ length: perRoom }, async () => {
      const startedAt = performance.now();
      const client = await connectPeerClient(room);
      const socketAt = performance.now();
      clients.push(client);
      await client.synced;
      syncedMs.push(performance.now() - startedAt);
      socketToSyncedMs.push(performance.now() - socketAt);
    }),
  );
  const total = joins.length;
  await waitFor(() => syncedMs.length === total, TIMEOUT_MS, 5);
  const cpu = process.cpuUsage(cpuBefore);
  const whole = clients.filter((client) => nodesMap(client.doc, 'model').size === models).length;
  for (const client of clients) client.destroy();
  void Promise.allSettled(joins);
  return {
    p50: percentile(syncedMs, 50),
    p99: percentile(syncedMs, 99),
    socketP50: percentile(socketToSyncedMs, 50),
    socketP99: percentile(socketToSyncedMs, 99),
    neverSynced: total - syncedMs.length,
    withoutWholeDesign: total - whole,
    clientCpuMs: (cpu.user + cpu.system) / 1000,
  };
}
