import { Server } from '@hocuspocus/server';
import type { RunningServer } from './RunningServer';

/** The reference Hocuspocus server as its `Server` class runs it: in memory, no extensions, no auth hook. */
export async function startHocuspocusServer(): Promise<RunningServer> {
  const server = new Server({ port: 0, address: '127.0.0.1', quiet: true, stopOnSignals: false });
  await server.listen();
  return {
    port: server.address.port,
    async close() {
      await server.destroy();
    },
  };
}
