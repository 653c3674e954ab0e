import { describe, expect, it } from 'vitest';
import { COLLAB_TICKET_TTL_SECONDS } from './collabTicket';
import { COLLAB_TICKET_CLOCK_SKEW_SECONDS, hasCollabTicketLifetime } from './collabTicketLifetime';

const NOW_MS = 1_700_000_000_500;
const NOW = Math.floor(NOW_MS / 1000);

describe('hasCollabTicketLifetime', () => {
  it('holds for a ticket as the api signs it', () => {
    expect(
      hasCollabTicketLifetime({ iat: NOW, exp: NOW + COLLAB_TICKET_TTL_SECONDS, iatMs: NOW_MS }, NOW_MS),
    ).toBe(true);
    expect(hasCollabTicketLifetime({ iat: NOW, exp: NOW + COLLAB_TICKET_TTL_SECONDS }, NOW_MS)).toBe(true);
  });

  it('needs both an expiry and an issue time, as numbers', () => {
    expect(hasCollabTicketLifetime({ iat: NOW }, NOW_MS)).toBe(false);
    expect(hasCollabTicketLifetime({ exp: NOW + 60 }, NOW_MS)).toBe(false);
    expect(hasCollabTicketLifetime({ iat: String(NOW), exp: NOW + 60 }, NOW_MS)).toBe(false);
    expect(hasCollabTicketLifetime({ iat: NOW, exp: Infinity }, NOW_MS)).toBe(false);
  });

  it('refuses an expired ticket', () => {
    expect(hasCollabTicketLifetime({ iat: NOW - 120, exp: NOW }, NOW_MS)).toBe(false);
  });

  it('refuses a lifetime longer than the api gives', () => {
    expect(hasCollabTicketLifetime({ iat: NOW, exp: NOW + COLLAB_TICKET_TTL_SECONDS + 1 }, NOW_MS)).toBe(
      false,
    );
  });

  it('allows an issue time ahead of this clock by the skew, and no more', () => {
    const ahead = NOW + COLLAB_TICKET_CLOCK_SKEW_SECONDS;
    expect(hasCollabTicketLifetime({ iat: ahead - 1, exp: ahead + 60 }, NOW_MS)).toBe(true);
    expect(hasCollabTicketLifetime({ iat: ahead + 1, exp: ahead + 60 }, NOW_MS)).toBe(false);
  });

  it('refuses an issue time in milliseconds that disagrees with iat', () => {
    expect(hasCollabTicketLifetime({ iat: NOW, exp: NOW + 60, iatMs: NOW * 1000 + 1000 }, NOW_MS)).toBe(
      false,
    );
    expect(hasCollabTicketLifetime({ iat: NOW, exp: NOW + 60, iatMs: NOW * 1000 - 1000 }, NOW_MS)).toBe(
      false,
    );
    expect(hasCollabTicketLifetime({ iat: NOW, exp: NOW + 60, iatMs: 'soon' }, NOW_MS)).toBe(false);
  });
});
