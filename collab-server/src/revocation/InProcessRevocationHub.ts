import type { Revocation } from './RevocationFeed';

/** What in-process feeds that should hear each other share. */
export class InProcessRevocationHub {
  /** Each resolves once that member's listeners have applied the revocation. */
  readonly members = new Set<(revocation: Revocation) => Promise<void>>();
}
