import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createCollabServer,
  openSqliteDocumentStore,
  type SqliteDocumentStoreOptions,
} from '@kitchensync/collab-server';
import { BENCH_DORMANT_ROOM_AFTER_MS } from './benchDormancy';
import { listenOnLoopback } from './listenOnLoopback';
import type { RunningServer } from './RunningServer';

/**
 * Our collab server as production mounts it: tickets checked at the upgrade, every update shared at
 * once and acknowledged once appended to a SQLite file (WAL, fsync) on the real disk. Only the package's public exports are
 * used, so the benchmark keeps running while its internals change. `writer` picks how the store
 * commits (its default when absent); with a writer thread, it listens once that thread is ready, so
 * that no scenario measures the inline commits of the store's first moments.
 */
export async function startKitchenSyncServer(
  ticketSecret: Uint8Array,
  writer?: SqliteDocumentStoreOptions['writer'],
): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'kitchensync-bench-'));
  let writerReady: () => void = () => undefined;
  let writerFailed: (error: unknown) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    writerReady = resolve;
    writerFailed = reject;
  });
  const store = openSqliteDocumentStore(join(dir, 'collab.sqlite'), {
    writer,
    onWriterReady: () => writerReady(),
    onWriterCrash: (error) => writerFailed(error),
  });
  if (writer === 'worker') await ready;
  const collab = createCollabServer({
    store,
    ticketSecret,
    settings: { dormantRoomAfterMs: BENCH_DORMANT_ROOM_AFTER_MS },
  });
  const http = createServer((_req, res) => res.writeHead(404).end());
  http.on('upgrade', (req, socket, head) => {
    if (!collab.handleUpgrade(req, socket, head)) socket.destroy();
  });
  const port = await listenOnLoopback(http);
  return {
    port,
    async close() {
      await collab.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
