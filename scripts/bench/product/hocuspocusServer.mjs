// Hocuspocus 4 as its documentation sets it up, with the persistence hooks a deployment has: each
// document is stored (in this process's memory, as an encoded state) when it changes and loaded from
// there when its first client joins, so that a join storm enters stored documents as with the others.
import { Server } from '@hocuspocus/server';
import * as Y from 'yjs';

const stored = new Map();
const server = new Server({
  port: Number(process.env.PORT),
  address: '127.0.0.1',
  quiet: true,
  async onLoadDocument({ documentName, document }) {
    const state = stored.get(documentName);
    if (state) Y.applyUpdate(document, state);
    return document;
  },
  async onStoreDocument({ documentName, document }) {
    stored.set(documentName, Y.encodeStateAsUpdate(document));
  },
});
await server.listen();
console.log(`listening on http://127.0.0.1:${process.env.PORT}`);
