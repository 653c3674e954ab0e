import { describe, expect, it } from 'vitest';
import { PresenceOwners } from './PresenceOwners';

const stamped = (userId: string | null) => ({
  cursor: 1,
  user: { userId, name: 'n', role: 'viewer', color: '#000000' },
});
const nobodySpeaks = () => false;

describe('PresenceOwners', () => {
  it('keeps a client id for the user stamped on its first state, whoever announces it later', () => {
    const owners = new PresenceOwners();
    owners.remember(7, stamped('user_owner'), nobodySpeaks);
    owners.remember(7, stamped('user_squatter'), nobodySpeaks);

    expect(owners.ownedByAnother(7, 'user_owner')).toBe(false);
    expect(owners.ownedByAnother(7, 'user_squatter')).toBe(true);
    expect(owners.ownedByAnother(7, null)).toBe(true);
    expect(owners.ownedByAnother(8, 'user_squatter')).toBe(false);
  });

  it('tells link holders (no user) apart from signed-in users', () => {
    const owners = new PresenceOwners();
    owners.remember(9, stamped(null), nobodySpeaks);
    expect(owners.ownedByAnother(9, null)).toBe(false);
    expect(owners.ownedByAnother(9, 'user_any')).toBe(true);
  });

  it('ignores a state that carries no stamped identity', () => {
    const owners = new PresenceOwners();
    for (const state of [null, 'text', {}, { user: 'x' }, { user: { userId: 3 } }])
      owners.remember(1, state, nobodySpeaks);
    expect(owners.size).toBe(0);
  });

  it('past its bound forgets the oldest ids nobody speaks for, never one still in use', () => {
    const owners = new PresenceOwners(2);
    const spoken = new Set([1]);
    const isSpokenFor = (clientId: number) => spoken.has(clientId);
    for (const clientId of [1, 2, 3]) owners.remember(clientId, stamped(`user_${clientId}`), isSpokenFor);

    expect(owners.size).toBe(2);
    expect(owners.ownedByAnother(1, 'user_other')).toBe(true);
    expect(owners.ownedByAnother(2, 'user_other')).toBe(false);
    expect(owners.ownedByAnother(3, 'user_other')).toBe(true);
  });

  it("past one owner's bound forgets only that owner's oldest released ids, so reconnecting with fresh ids forgets nobody else's", () => {
    const owners = new PresenceOwners(50, 3);
    owners.remember(71, stamped('user_owner'), nobodySpeaks);
    owners.remember(72, stamped(null), nobodySpeaks);
    // A link holder reconnects again and again, each time with a fresh client id: more than the
    // overall bound, which alone would forget the owner's released id first, as the oldest.
    for (let clientId = 1000; clientId < 1100; clientId += 1)
      owners.remember(clientId, stamped(null), nobodySpeaks);

    expect(owners.size).toBe(4);
    expect(owners.ownedByAnother(71, null)).toBe(true);
    // The link holders' own oldest ids went instead, their latest are kept.
    expect(owners.ownedByAnother(72, 'user_owner')).toBe(false);
    expect(owners.ownedByAnother(1099, 'user_owner')).toBe(true);
  });

  it("keeps an owner's ids still in use past its bound", () => {
    const owners = new PresenceOwners(10_000, 1);
    const isSpokenFor = () => true;
    for (const clientId of [1, 2, 3]) owners.remember(clientId, stamped('user_many_tabs'), isSpokenFor);
    expect(owners.size).toBe(3);
  });
});
