import { createServer } from 'node:http';
import { setupWSConnection } from '@y/websocket-server/utils';
import { WebSocketServer } from 'ws';
import { listenOnLoopback } from './listenOnLoopback';
import type { RunningServer } from './RunningServer';

/** The reference y-websocket server wired as its own `server.js` does it: in memory, no auth, no persistence. */
export async function startYWebsocketServer(): Promise<RunningServer> {
  const wss = new WebSocketServer({ noServer: true });
  const http = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/plain' }).end('okay'));
  wss.on('connection', (ws, req) => {
    const docName = decodeURIComponent((req.url ?? '/').split('?')[0]?.split('/').pop() ?? '');
    setupWSConnection(ws, req, { docName });
  });
  http.on('upgrade', (req, socket, head) => {
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });
  const port = await listenOnLoopback(http);
  return {
    port,
    async close() {
      for (const client of wss.clients) client.terminate();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
