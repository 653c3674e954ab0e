import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createCollabServer } from '../createCollabServer';
import { openSqliteDocumentStore } from '../SqliteDocumentStore';

/**
 * The collab server as a process of its own, for tests that kill it: `serveCollab.ts <dir> <secret>
 * [inline|worker|async-fsync]` serves on 127.0.0.1 (a free port) over `<dir>/collab.sqlite`, its appends committed
 * by the given SQLite writer (the store's default when absent), and prints `listening <port>` once ready.
 */
const WRITERS = ['inline', 'worker', 'async-fsync'] as const;
const [dir, secret, writerArgument] = process.argv.slice(2);
const writer = WRITERS.find((name) => name === writerArgument);
if (!dir || !secret || (writerArgument !== undefined && writer === undefined)) {
  throw new Error(`usage: serveCollab.ts <dir> <secret> [${WRITERS.join('|')}]`);
}

let writerReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => (writerReady = resolve));
const store = openSqliteDocumentStore(join(dir, 'collab.sqlite'), {
  writer,
  onWriterReady: () => writerReady(),
});
const collab = createCollabServer({
  store,
  ticketSecret: new TextEncoder().encode(secret),
  log: (event, details) => process.stderr.write(`${JSON.stringify({ event, ...details })}\n`),
});
const http = createServer((_req, res) => res.writeHead(404).end());
http.on('upgrade', (req, socket, head) => {
  if (!collab.handleUpgrade(req, socket, head)) socket.destroy();
});
// Served once a writer thread takes the appends, so that a test's burst goes through it and not
// through the inline start-up path.
if (writer === 'worker') await ready;
http.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${(http.address() as AddressInfo).port}\n`);
});
