import express from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { runServer } from './runServer';
import { readServerConfig } from './serverConfig';

const { clientDist } = readServerConfig();
const indexHtml = path.join(clientDist, 'index.html');
if (!existsSync(indexHtml)) {
  console.error(`The client is not built: ${indexHtml} is missing. Run "npm run build" or "npm start".`);
  process.exit(1);
}

await runServer('production', (app) => {
  app.use(express.static(clientDist, { index: false, maxAge: '1h' }));
  // Every other GET is a client route such as /{saveId}: the app's router takes it from there.
  app.get(/^(?!\/api\/|\/collab\/).*/, (_req, res) => res.sendFile(indexHtml));
});
