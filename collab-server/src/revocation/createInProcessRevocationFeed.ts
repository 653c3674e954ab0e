import { InProcessRevocationHub } from './InProcessRevocationHub';
import type { AccessRevocation, RevocationFeed } from './RevocationFeed';

/**
 * The single-machine feed. Servers in one process that share a hub (tests, benchmarks) hear each
 * other like instances on Redis; a server alone has nobody to tell.
 */
export function createInProcessRevocationFeed(
  hub: InProcessRevocationHub = new InProcessRevocationHub(),
): RevocationFeed {
  const listeners = new Set<(revocation: AccessRevocation) => void>();
  const member = (revocation: AccessRevocation) => {
    for (const listener of listeners) listener(revocation);
  };
  hub.members.add(member);
  return {
    async publish(revocation) {
      for (const other of hub.members) if (other !== member) other(revocation);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      hub.members.delete(member);
      listeners.clear();
    },
  };
}
