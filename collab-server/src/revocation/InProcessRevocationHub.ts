import type { AccessRevocation } from './RevocationFeed';

/** What in-process feeds that should hear each other share. */
export class InProcessRevocationHub {
  readonly members = new Set<(revocation: AccessRevocation) => void>();
}
