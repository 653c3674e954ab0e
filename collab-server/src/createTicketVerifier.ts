import { hasCollabTicketLifetime } from '@kitchensync/schemas';
import { createVerifier } from 'fast-jwt';

/** The payload of a ticket whose signature and times hold, or null. */
export type TicketVerifier = (ticket: string) => Record<string, unknown> | null;

/**
 * Checks collab tickets (HS256, signed by the api with `signCollabTicket`) synchronously with
 * node:crypto. `jose`'s WebCrypto verify is asynchronous and goes through the thread pool, which
 * lengthened a join storm of 200 sockets by tens of milliseconds; the signature check itself is
 * a few microseconds. Only HS256 is accepted, so a token naming `none` or another algorithm fails.
 * A correctly signed ticket must still carry `exp` and `iat` and live no longer than the api's
 * tickets do (`hasCollabTicketLifetime`), so that no ticket outlives the revocations that refuse it.
 */
export function createTicketVerifier(secret: Uint8Array): TicketVerifier {
  const verify = createVerifier({
    key: Buffer.from(secret),
    algorithms: ['HS256'],
    requiredClaims: ['exp', 'iat'],
    cache: false,
  });
  return (ticket) => {
    try {
      const payload: unknown = verify(ticket);
      if (typeof payload !== 'object' || payload === null) return null;
      const claims = payload as Record<string, unknown>;
      return hasCollabTicketLifetime(claims) ? claims : null;
    } catch {
      return null;
    }
  };
}
