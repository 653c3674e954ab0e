import { COLLAB_TICKET_TTL_SECONDS } from './collabTicket';

/** How far the clock of the instance that signed a ticket may run ahead of the one checking it. */
export const COLLAB_TICKET_CLOCK_SKEW_SECONDS = 30;

/**
 * Whether a ticket's times are ones the api gives (`signCollabTicket`): `iat` and `exp` present, not
 * expired, issued no later than now (give or take the clock skew), living at most
 * `COLLAB_TICKET_TTL_SECONDS`, and `iatMs`, when present, within a second of `iat`. A longer-lived
 * ticket, or one claiming a later issue time, would outlive or dodge the revocations that refuse it:
 * they compare issue times and are remembered only for a ticket's lifetime plus a minute.
 */
export function hasCollabTicketLifetime(payload: Record<string, unknown>, nowMs = Date.now()): boolean {
  const { iat, exp, iatMs } = payload;
  if (!isSeconds(iat) || !isSeconds(exp)) return false;
  if (exp * 1000 <= nowMs) return false;
  if (iat * 1000 > nowMs + COLLAB_TICKET_CLOCK_SKEW_SECONDS * 1000) return false;
  if (exp - iat > COLLAB_TICKET_TTL_SECONDS) return false;
  if (iatMs === undefined) return true;
  // `iat` is taken just after `iatMs`, then rounded down to the second.
  return typeof iatMs === 'number' && Math.abs(iatMs - iat * 1000) < 1000;
}

function isSeconds(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
