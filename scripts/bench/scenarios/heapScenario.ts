import { ClientHandle } from '../client/ClientHandle';
import { BENCH_QUIET_WAIT_MS } from '../server/benchDormancy';
import { SERVER_KINDS } from '../ServerKind';
import type { Scenario } from './Scenario';

/**
 * Server heap per loaded 300-cabinet design: heap after forced collections with `rooms` designs loaded
 * (each with the one editor that keeps it open), minus the idle server's, divided by `rooms`; then
 * the same once the rooms were quiet for BENCH_QUIET_WAIT_MS, the clients still connected, which is
 * when our server lets a design sleep as bytes (the references keep every design live).
 */
export function heapScenario(rooms: number, models: number): Scenario {
  return {
    id: 'heap',
    title: `Heap per loaded ${models}-cabinet design (${rooms} rooms loaded)`,
    servers: SERVER_KINDS,
    figures: [
      { key: 'heapPerDesign', label: 'heap per loaded design, just edited', unit: 'KB' },
      {
        key: 'heapPerQuietDesign',
        label: `heap per loaded design, quiet for ${BENCH_QUIET_WAIT_MS / 1000} s`,
        unit: 'KB',
        goal: 150,
      },
      { key: 'rssPerDesign', label: 'RSS per loaded design', unit: 'KB' },
      { key: 'designBytes', label: 'design as one encoded update', unit: 'KB' },
    ],
    async run(server, target) {
      const idle = await server.heap();
      const client = await ClientHandle.start({ kind: 'loadDesigns', target, rooms, models });
      try {
        const loaded = await server.heap();
        const result = await client.go();
        await new Promise((resolve) => setTimeout(resolve, BENCH_QUIET_WAIT_MS));
        const quiet = await server.heap();
        return {
          heapPerDesign: (loaded.heapUsedBytes - idle.heapUsedBytes) / rooms / 1024,
          heapPerQuietDesign: (quiet.heapUsedBytes - idle.heapUsedBytes) / rooms / 1024,
          rssPerDesign: (loaded.rssBytes - idle.rssBytes) / rooms / 1024,
          designBytes: result.designBytes / 1024,
        };
      } finally {
        await client.close();
      }
    },
  };
}
