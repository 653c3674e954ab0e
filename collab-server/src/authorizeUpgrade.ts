import { decodeJwt } from 'jose';
import {
  COLLAB_PATH_PREFIX,
  collabTicketIssuedAtMs,
  verifyCollabTicket,
  type CollabTicketClaims,
} from '@kitchensync/schemas';

/** Whether an upgrade request to a collab room may become a socket, and as whom. */
export type UpgradeDecision =
  | { allowed: true; saveId: string; claims: CollabTicketClaims; issuedAtMs: number }
  | { allowed: false; status: 400 | 401 | 403; reason: string };

/** Checks the request's ticket against the room in its path; nothing else about the request is trusted. */
export async function authorizeUpgrade(url: URL, ticketSecret: Uint8Array): Promise<UpgradeDecision> {
  let saveId: string;
  try {
    saveId = decodeURIComponent(url.pathname.slice(COLLAB_PATH_PREFIX.length));
  } catch {
    return { allowed: false, status: 400, reason: 'bad save id' };
  }
  if (saveId === '' || saveId.includes('/')) return { allowed: false, status: 400, reason: 'bad save id' };
  const ticket = url.searchParams.get('ticket');
  if (!ticket) return { allowed: false, status: 401, reason: 'missing ticket' };
  const claims = await verifyCollabTicket(ticket, ticketSecret);
  if (!claims) return { allowed: false, status: 401, reason: 'invalid or expired ticket' };
  if (claims.saveId !== saveId) return { allowed: false, status: 403, reason: 'ticket is for another save' };
  // Verified above, so the payload decodes; its issue time is what revocations compare against.
  return { allowed: true, saveId, claims, issuedAtMs: collabTicketIssuedAtMs(decodeJwt(ticket)) };
}
