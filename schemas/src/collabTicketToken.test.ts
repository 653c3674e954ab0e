import { describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt } from 'jose';
import { collabTicketIssuedAtMs, signCollabTicket, verifyCollabTicket } from './collabTicketToken';

const secret = new TextEncoder().encode('a-test-secret-of-thirty-two-bytes!!');
const claims = { saveId: 'save_1', role: 'editor', userId: 'user_1', name: 'Ann' } as const;

describe('collab tickets', () => {
  it('verifies a ticket it signed and returns its claims', async () => {
    const { ticket, expiresAt } = await signCollabTicket(claims, secret);
    expect(await verifyCollabTicket(ticket, secret)).toEqual(claims);
    expect(expiresAt).toBeGreaterThan(Date.now());
  });

  it('refuses a ticket signed with another key', async () => {
    const { ticket } = await signCollabTicket(
      claims,
      new TextEncoder().encode('another-secret-another-secret-12'),
    );
    expect(await verifyCollabTicket(ticket, secret)).toBeNull();
  });

  it('refuses an expired ticket', async () => {
    const { ticket } = await signCollabTicket(claims, secret, -10);
    expect(await verifyCollabTicket(ticket, secret)).toBeNull();
  });

  it('refuses a ticket whose claims were altered', async () => {
    const { ticket } = await signCollabTicket(claims, secret);
    const [header, payload, signature] = ticket.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    forged.role = 'owner';
    const tampered = [header, Buffer.from(JSON.stringify(forged)).toString('base64url'), signature].join('.');
    expect(await verifyCollabTicket(tampered, secret)).toBeNull();
  });

  it('refuses a correctly signed ticket without an expiry', async () => {
    const forever = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .sign(secret);
    expect(await verifyCollabTicket(forever, secret)).toBeNull();
  });

  it('refuses garbage', async () => {
    expect(await verifyCollabTicket('not-a-ticket', secret)).toBeNull();
  });

  it('records when it was issued to the millisecond, so a revocation in the same second still refuses it', async () => {
    const before = Date.now();
    const { ticket } = await signCollabTicket(claims, secret);
    const issuedAtMs = collabTicketIssuedAtMs(decodeJwt(ticket));
    expect(issuedAtMs).toBeGreaterThanOrEqual(before);
    expect(issuedAtMs).toBeLessThanOrEqual(Date.now());
    expect(collabTicketIssuedAtMs({ iat: 1_700_000_000 })).toBe(1_700_000_000_000);
  });
});
