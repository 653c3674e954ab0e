import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createCollabServer } from '../createCollabServer';
import { openSqliteDocumentStore } from '../SqliteDocumentStore';

/**
 * The collab server as a process of its own, for tests that kill it: `serveCollab.ts <dir> <secret>
 * [inline|worker]` serves on 127.0.0.1 (a free port) over `<dir>/collab.sqlite`, its appends committed
 * by the given SQLite writer (the store's default when absent), and prints `listening <port>` once ready.
 */
const [dir, secret, writer] = process.argv.slice(2);
if (!dir || !secret || (writer !== undefined && writer !== 'inline' && writer !== 'worker')) {
  throw new Error('usage: serveCollab.ts <dir> <secret> [inline|worker]');
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
