import type { BenchTarget } from '../BenchTarget';

/** What one client process is asked to do; each kind is run by the job runner of the same name. */
export type ClientJob =
  | {
      kind: 'traffic';
      target: BenchTarget;
      rooms: number;
      editorsPerRoom: number;
      viewersPerRoom: number;
      /** The first this-many editors of each room write; the others only receive. */
      writersPerRoom: number;
      writeHz: number;
      durationMs: number;
    }
  | { kind: 'loadDesigns'; target: BenchTarget; rooms: number; models: number }
  | { kind: 'joinStorm'; target: BenchTarget; sockets: number }
  | { kind: 'ack'; target: BenchTarget; writes: number };
