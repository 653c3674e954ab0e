import { createServer as createViteServer } from 'vite';
import path from 'node:path';
import { runServer } from './runServer';
import { REPO_ROOT } from './serverConfig';

// Development buys plans with the test gateway's documented nonces unless told otherwise; a real
// installation has no gateway until PAYMENT_GATEWAY names one.
process.env.PAYMENT_GATEWAY ??= 'test';

// The client with hot reload, served by the same process as the api and the collab endpoint.
await runServer('development', async (app, httpServer) => {
  const vite = await createViteServer({
    configFile: path.join(REPO_ROOT, 'client', 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: 'spa',
  });
  app.use(vite.middlewares);
});
