import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { SERVER_KINDS, type ServerKind } from '../ServerKind';
import type { RunningServer } from './RunningServer';
import type { FromServer, ToServer } from './ServerMessage';
import { startHocuspocusServer } from './startHocuspocusServer';
import { startKitchenSyncServer } from './startKitchenSyncServer';
import { startYWebsocketServer } from './startYWebsocketServer';

// One server per process, so process.cpuUsage and the heap are that server's alone.
const send = (message: FromServer) => process.send?.(message);
const kind = process.argv[2] as ServerKind;
const ticketSecret = Buffer.from(process.argv[3] ?? '', 'hex');
// Set by the orchestrator's --sqlite-writer; the store's default when absent.
const sqliteWriter = process.env.BENCH_SQLITE_WRITER as 'worker' | 'inline' | undefined;

function start(): Promise<RunningServer> {
  switch (kind) {
    case 'kitchensync':
      return startKitchenSyncServer(ticketSecret, sqliteWriter);
    case 'y-websocket-server':
      return startYWebsocketServer();
    case 'hocuspocus':
      return startHocuspocusServer();
  }
}

function settledHeap(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('the server process needs --expose-gc');
  // Several passes: Yjs structures freed in one pass can hold others that only the next pass frees.
  for (let i = 0; i < 4; i += 1) gc();
  return process.memoryUsage().heapUsed;
}

/**
 * Profiles from the moment the server listens, so that the profile shows serving and not module loading
 * (which --cpu-prof would include and which dwarfs a short run).
 */
async function startProfiling(dir: string): Promise<() => Promise<void>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(join(dir, `${kind}-${process.pid}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  };
}

async function main(): Promise<void> {
  if (!SERVER_KINDS.includes(kind)) throw new Error(`unknown server kind ${kind}`);
  const server = await start();
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const stopProfiling = profileDir ? await startProfiling(profileDir) : async () => undefined;
  process.on('message', (message: ToServer) => {
    const cpu = process.cpuUsage();
    const heapUsedBytes = message.op === 'heap' ? settledHeap() : 0;
    const answer = {
      type: 'answer' as const,
      id: message.id,
      cpuMicros: cpu.user + cpu.system,
      heapUsedBytes,
      rssBytes: process.memoryUsage().rss,
    };
    if (message.op !== 'stop') {
      send(answer);
      return;
    }
    void server
      .close()
      .then(stopProfiling)
      .finally(() => {
        send(answer);
        setTimeout(() => process.exit(0), 50);
      });
  });
  send({ type: 'listening', port: server.port });
}

main().catch((error: unknown) => {
  send({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  setTimeout(() => process.exit(1), 100);
});
