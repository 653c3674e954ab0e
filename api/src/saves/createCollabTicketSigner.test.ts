import { signCollabTicket, verifyCollabTicket, type CollabTicketClaims } from '@kitchensync/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCollabTicketSigner } from './createCollabTicketSigner';

const SECRET = new TextEncoder().encode('a-test-secret-of-thirty-two-bytes!!');
const CLAIMS: CollabTicketClaims = {
  saveId: 'save_1',
  role: 'editor',
  userId: 'user_1',
  name: 'Ann',
  sessionId: 'session_1',
};

describe('createCollabTicketSigner', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signs byte for byte the ticket signCollabTicket signs at the same moment', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T08:00:00.123Z'));
    const sign = createCollabTicketSigner(SECRET);
    const expected = await signCollabTicket(CLAIMS, SECRET);
    expect(sign(CLAIMS)).toEqual(expected);
    const anonymous = { saveId: 'save_2', role: 'viewer', userId: null, name: 'Guest viewer' } as const;
    expect(sign(anonymous, 30)).toEqual(await signCollabTicket(anonymous, SECRET, 30));
  });

  it('signs tickets that the shared verifier accepts with their claims', async () => {
    const { ticket, expiresAt } = createCollabTicketSigner(SECRET)(CLAIMS);
    expect(await verifyCollabTicket(ticket, SECRET)).toEqual(CLAIMS);
    expect(expiresAt).toBeGreaterThan(Date.now());
  });

  it('signs tickets that another secret does not verify', async () => {
    const other = new TextEncoder().encode('another-secret-another-secret-12');
    const { ticket } = createCollabTicketSigner(other)(CLAIMS);
    expect(await verifyCollabTicket(ticket, SECRET)).toBeNull();
  });

  it('signs an expired ticket when given a lifetime in the past, which the verifier refuses', async () => {
    const { ticket } = createCollabTicketSigner(SECRET)(CLAIMS, -10);
    expect(await verifyCollabTicket(ticket, SECRET)).toBeNull();
  });
});
