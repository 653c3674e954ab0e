import type { ProductPeer } from './ProductPeer';

/** What the orchestrator asks the client process to do next; rooms and sessions persist between jobs. */
export type ProductJob =
  | { kind: 'connect'; peer: ProductPeer; baseUrl: string }
  /** Creates `rooms` rooms (real saves through the api for ours) and stores a `models`-model design in each. */
  | { kind: 'store'; rooms: number; models: number }
  /** `perRoom` clients per stored room, all started in one synchronous loop. */
  | { kind: 'joinStorm'; perRoom: number }
  /** One editor and one peer in a new room: `paceMs` 0 writes the next change once the peer saw the last. */
  | { kind: 'propagation'; writes: number; paceMs: number }
  /** `clients` editors in a new room, all writing at `writeHz` for `durationMs`. */
  | { kind: 'busyRoom'; clients: number; writeHz: number; durationMs: number };

export type ToProductClient = { type: 'job'; job: ProductJob } | { type: 'go' };

export type FromProductClient =
  | { type: 'ready' }
  | { type: 'result'; figures: Record<string, number> }
  | { type: 'error'; message: string };
