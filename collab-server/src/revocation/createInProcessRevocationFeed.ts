import { InProcessRevocationHub } from './InProcessRevocationHub';
import type { Revocation, RevocationFeed } from './RevocationFeed';

/**
 * The single-machine feed. Servers in one process that share a hub (tests, benchmarks) hear each
 * other like instances on Redis; a server alone has nobody to tell.
 */
export function createInProcessRevocationFeed(
  hub: InProcessRevocationHub = new InProcessRevocationHub(),
): RevocationFeed {
  const listeners = new Set<(revocation: Revocation) => void | Promise<void>>();
  const member = async (revocation: Revocation) => {
    await Promise.allSettled([...listeners].map(async (listener) => listener(revocation)));
  };
  hub.members.add(member);
  return {
    async publish(revocation) {
      await Promise.all(
        [...hub.members].filter((other) => other !== member).map((other) => other(revocation)),
      );
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
