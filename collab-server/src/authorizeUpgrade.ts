import {
  COLLAB_PATH_PREFIX,
  CollabTicketClaimsSchema,
  collabTicketIssuedAtMs,
  type CollabTicketClaims,
} from '@kitchensync/schemas';
import type { TicketVerifier } from './createTicketVerifier';

/** Whether an upgrade request to a collab room may become a socket, and as whom. */
export type UpgradeDecision =
  | { allowed: true; saveId: string; claims: CollabTicketClaims; issuedAtMs: number }
  | { allowed: false; status: 400 | 401 | 403; reason: string };

/** Checks the request's ticket against the room in its path; nothing else about the request is trusted. */
export function authorizeUpgrade(url: URL, verifyTicket: TicketVerifier): UpgradeDecision {
  let saveId: string;
  try {
    saveId = decodeURIComponent(url.pathname.slice(COLLAB_PATH_PREFIX.length));
  } catch {
    return { allowed: false, status: 400, reason: 'bad save id' };
  }
  if (saveId === '' || saveId.includes('/')) return { allowed: false, status: 400, reason: 'bad save id' };
  const ticket = url.searchParams.get('ticket');
  if (!ticket) return { allowed: false, status: 401, reason: 'missing ticket' };
  const payload = verifyTicket(ticket);
  const parsed = payload === null ? null : CollabTicketClaimsSchema.safeParse(payload);
  if (!payload || !parsed?.success)
    return { allowed: false, status: 401, reason: 'invalid or expired ticket' };
  const claims = parsed.data;
  if (claims.saveId !== saveId) return { allowed: false, status: 403, reason: 'ticket is for another save' };
  // Its issue time is what revocations compare against.
  return { allowed: true, saveId, claims, issuedAtMs: collabTicketIssuedAtMs(payload) };
}
