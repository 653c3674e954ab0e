import { COLLAB_TICKET_TTL_SECONDS, signCollabTicket, type CollabTicketClaims } from '@kitchensync/schemas';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTicketVerifier } from './createTicketVerifier';

const SECRET = new TextEncoder().encode('a-collab-ticket-secret-of-32-bytes');
const CLAIMS: CollabTicketClaims = { saveId: 'save_1', role: 'editor', userId: 'user_1', name: 'Ann' };
const verify = createTicketVerifier(SECRET);

function base64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}

describe('createTicketVerifier', () => {
  it('accepts a ticket the api signed, with its claims and issue time', async () => {
    const { ticket } = await signCollabTicket(CLAIMS, SECRET);
    expect(verify(ticket)).toMatchObject({ ...CLAIMS, iatMs: expect.any(Number) });
  });

  it('refuses a ticket signed with another secret', async () => {
    const other = new TextEncoder().encode('another-secret-that-is-32-bytes-long');
    const { ticket } = await signCollabTicket(CLAIMS, other);
    expect(verify(ticket)).toBeNull();
  });

  it('refuses a ticket whose payload was changed after signing', async () => {
    const { ticket } = await signCollabTicket(CLAIMS, SECRET);
    const [header, , signature] = ticket.split('.');
    const forged = base64url(JSON.stringify({ ...CLAIMS, role: 'owner', exp: Date.now() / 1000 + 60 }));
    expect(verify(`${header}.${forged}.${signature}`)).toBeNull();
  });

  it('refuses an expired ticket', async () => {
    const { ticket } = await signCollabTicket(CLAIMS, SECRET, -10);
    expect(verify(ticket)).toBeNull();
  });

  it('refuses an unsigned ticket and one signed with another algorithm', async () => {
    const unsigned = `${base64url(JSON.stringify({ alg: 'none' }))}.${base64url(JSON.stringify(CLAIMS))}.`;
    expect(verify(unsigned)).toBeNull();
    const hs512 = await new SignJWT({ ...CLAIMS })
      .setProtectedHeader({ alg: 'HS512' })
      .setExpirationTime('1m')
      .sign(SECRET);
    expect(verify(hs512)).toBeNull();
  });

  it('refuses a correctly signed ticket without an expiry or an issue time', async () => {
    const noExpiry = await new SignJWT({ ...CLAIMS })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .sign(SECRET);
    expect(verify(noExpiry)).toBeNull();
    const noIssueTime = await new SignJWT({ ...CLAIMS })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1m')
      .sign(SECRET);
    expect(verify(noIssueTime)).toBeNull();
  });

  it('refuses a correctly signed ticket that lives longer than the api’s or claims a later issue time', async () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const signed = (payload: Record<string, unknown>, iat: number, exp: number) =>
      new SignJWT({ ...CLAIMS, ...payload })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(SECRET);

    expect(verify(await signed({}, nowSeconds, nowSeconds + COLLAB_TICKET_TTL_SECONDS))).not.toBeNull();
    expect(verify(await signed({}, nowSeconds, nowSeconds + 3600))).toBeNull();
    expect(verify(await signed({}, nowSeconds + 600, nowSeconds + 660))).toBeNull();
    // A later `iatMs` would let the ticket through revocations made after it was really issued.
    expect(verify(await signed({ iatMs: (nowSeconds + 60) * 1000 }, nowSeconds, nowSeconds + 60))).toBeNull();
  });

  it('refuses what is not a token at all', () => {
    for (const junk of ['', 'abc', 'a.b.c', '...']) expect(verify(junk)).toBeNull();
  });
});
