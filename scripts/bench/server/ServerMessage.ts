/** The orchestrator asks the server process for a sample; the process answers with the same id. */
export type ToServer = { id: number; op: 'cpu' | 'heap' | 'stop' };

export type FromServer =
  | { type: 'listening'; port: number }
  | { type: 'answer'; id: number; cpuMicros: number; heapUsedBytes: number; rssBytes: number }
  | { type: 'error'; message: string };
