import { SignJWT, jwtVerify } from 'jose';
import { COLLAB_TICKET_TTL_SECONDS, CollabTicketClaimsSchema, type CollabTicketClaims } from './collabTicket';
import { hasCollabTicketLifetime } from './collabTicketLifetime';

const ALGORITHM = 'HS256';
const ISSUED_AT_MS_CLAIM = 'iatMs';

/** Signs a short-lived ticket that the collab endpoint checks at the WebSocket upgrade. */
export async function signCollabTicket(
  claims: CollabTicketClaims,
  secret: Uint8Array,
  ttlSeconds = COLLAB_TICKET_TTL_SECONDS,
): Promise<{ ticket: string; expiresAt: number }> {
  const expiresAt = Math.floor(Date.now() / 1000) + ttlSeconds;
  // `iat` has whole seconds; a revocation must also refuse a ticket issued earlier in the same second.
  const ticket = await new SignJWT({ ...claims, [ISSUED_AT_MS_CLAIM]: Date.now() })
    .setProtectedHeader({ alg: ALGORITHM })
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(secret);
  return { ticket, expiresAt: expiresAt * 1000 };
}

/** The ticket's claims, or null when it is forged, expired, malformed or not as short-lived as the api makes them. */
export async function verifyCollabTicket(
  ticket: string,
  secret: Uint8Array,
): Promise<CollabTicketClaims | null> {
  try {
    const { payload } = await jwtVerify(ticket, secret, { algorithms: [ALGORITHM] });
    if (!hasCollabTicketLifetime(payload)) return null;
    const parsed = CollabTicketClaimsSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** When a verified ticket's payload was issued, in epoch ms (from `iat` for tickets signed without ms). */
export function collabTicketIssuedAtMs(payload: Record<string, unknown>): number {
  const ms = payload[ISSUED_AT_MS_CLAIM];
  if (typeof ms === 'number' && Number.isFinite(ms)) return ms;
  return typeof payload.iat === 'number' ? payload.iat * 1000 : 0;
}
