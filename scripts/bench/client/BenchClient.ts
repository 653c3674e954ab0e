import type { WebsocketProvider } from 'y-websocket';
import type * as Y from 'yjs';

/** One stock y-websocket client of the benchmark: its document and the provider that syncs it. */
export interface BenchClient {
  doc: Y.Doc;
  provider: WebsocketProvider;
}
