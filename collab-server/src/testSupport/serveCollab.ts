import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createCollabServer } from '../createCollabServer';
import { openSqliteDocumentStore } from '../SqliteDocumentStore';

/**
 * The collab server as a process of its own, for tests that kill it: `serveCollab.ts <dir> <secret>`
 * serves on 127.0.0.1 (a free port) over `<dir>/collab.sqlite` and prints `listening <port>` once ready.
 */
const [dir, secret] = process.argv.slice(2);
if (!dir || !secret) throw new Error('usage: serveCollab.ts <dir> <secret>');

const store = openSqliteDocumentStore(join(dir, 'collab.sqlite'));
const collab = createCollabServer({
  store,
  ticketSecret: new TextEncoder().encode(secret),
  log: (event, details) => process.stderr.write(`${JSON.stringify({ event, ...details })}\n`),
});
const http = createServer((_req, res) => res.writeHead(404).end());
http.on('upgrade', (req, socket, head) => {
  if (!collab.handleUpgrade(req, socket, head)) socket.destroy();
});
http.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${(http.address() as AddressInfo).port}\n`);
});
