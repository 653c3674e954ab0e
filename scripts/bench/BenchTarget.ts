import type { ServerKind } from './ServerKind';

/** Where a client process finds the server under test and how it must speak to it. */
export interface BenchTarget {
  server: ServerKind;
  port: number;
  /** Hex; only our server checks tickets. */
  ticketSecretHex: string;
  /** Our server's acknowledgement message type, when it has one. */
  ackMessageType: number | null;
}
