/** What a client process reports once its job has run; figures it did not measure stay empty. */
export interface ClientResult {
  /** Send-to-receive times, one per (update, receiver). */
  latenciesMs: number[];
  sent: number;
  delivered: number;
  expected: number;
  /** Sockets the server closed during the measured phase (slow readers, limits). */
  disconnects: number;
  /** Connect-to-synced times of a join storm, and connect-to-open (upgrade done) for the same sockets. */
  connectToSyncedMs: number[];
  connectToOpenMs: number[];
  /** The client process's own CPU over the measured phase, in % of one core: near 100 it is the bottleneck. */
  clientCpuPercent: number;
  measuredMs: number;
  ackMs: number[];
  failures: number;
  designBytes: number;
}

export function emptyClientResult(): ClientResult {
  return {
    latenciesMs: [],
    sent: 0,
    delivered: 0,
    expected: 0,
    disconnects: 0,
    connectToSyncedMs: [],
    connectToOpenMs: [],
    clientCpuPercent: Number.NaN,
    measuredMs: 0,
    ackMs: [],
    failures: 0,
    designBytes: 0,
  };
}
