import type { Role } from '@kitchensync/schemas';

/** Why an update frame was not applied: a small fixed set, fit for a metric label. */
export type UpdateRefusal =
  'viewer' | 'meta-write' | 'document-too-large' | 'malformed' | 'append-failed' | 'apply-failed';

/**
 * Hooks for metrics. Every method is optional; the server calls them synchronously on its hot paths,
 * so they must be cheap. One that throws is logged (once per hook) and otherwise ignored.
 */
export interface CollabObserver {
  connectionOpened?(saveId: string, role: Role): void;
  connectionClosed?(saveId: string, role: Role): void;
  /** The room is ready to serve: loaded, migrated, and its migration durable. */
  roomLoaded?(saveId: string): void;
  /** A room that had loaded left memory. */
  roomUnloaded?(saveId: string): void;
  /** An update is durable in the log: a client's, a migration or a server change. */
  updateAccepted?(saveId: string, bytes: number): void;
  /** How long the store took to make one update durable. */
  appendLatency?(saveId: string, ms: number): void;
  /** Frames one update was sent in to this instance's clients (one per client but its sender). */
  updateDelivered?(saveId: string, count: number): void;
  updateRefused?(saveId: string, reason: UpdateRefusal): void;
}
