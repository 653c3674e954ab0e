import { SignJWT, jwtVerify } from 'jose';
import { COLLAB_TICKET_TTL_SECONDS, CollabTicketClaimsSchema, type CollabTicketClaims } from './collabTicket';

const ALGORITHM = 'HS256';

/** Signs a short-lived ticket that the collab endpoint checks at the WebSocket upgrade. */
export async function signCollabTicket(
  claims: CollabTicketClaims,
  secret: Uint8Array,
  ttlSeconds = COLLAB_TICKET_TTL_SECONDS,
): Promise<{ ticket: string; expiresAt: number }> {
  const expiresAt = Math.floor(Date.now() / 1000) + ttlSeconds;
  const ticket = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: ALGORITHM })
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(secret);
  return { ticket, expiresAt: expiresAt * 1000 };
}

/** The ticket's claims, or null when it is forged, expired or malformed. */
export async function verifyCollabTicket(
  ticket: string,
  secret: Uint8Array,
): Promise<CollabTicketClaims | null> {
  try {
    const { payload } = await jwtVerify(ticket, secret, { algorithms: [ALGORITHM] });
    const parsed = CollabTicketClaimsSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
