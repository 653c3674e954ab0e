import { describe, expect, it } from 'vitest';
import { freshStorageEachTest } from '../storage/freshStorageEachTest';
import type { OpenTestStorage } from '../storage/OpenTestStorage';
import type { InviteRecord, OrganisationRecord } from './OrganisationRecord';

const NOW = 1_700_000_000_000;
const acme: OrganisationRecord = { id: 'org_acme', name: 'Acme', ownerId: 'user_ann', createdAt: NOW };
const invite: InviteRecord = {
  id: 'invite_1',
  organisationId: 'org_acme',
  email: 'bob@example.com',
  tokenHash: 'token_hash_1',
  invitedBy: 'user_ann',
  createdAt: NOW,
  expiresAt: NOW + 1000,
  closedAt: null,
};

export function describeOrganisationRepositoryContract(open: OpenTestStorage): void {
  describe('organisations', () => {
    const openStorage = freshStorageEachTest(open);
    const organisations = async () => {
      const storage = await openStorage();
      for (const name of ['ann', 'bob', 'cid']) {
        await storage.users.findOrCreate({
          id: `user_${name}`,
          email: `${name}@example.com`,
          name,
          passwordHash: null,
          createdAt: NOW,
          homeHost: null,
        });
      }
      return storage.organisations;
    };

    it('creates an organisation with its owner as first member, once per owner', async () => {
      const repository = await organisations();
      expect(await repository.create(acme)).toBe(true);
      expect(await repository.findById('org_acme')).toEqual(acme);
      expect(await repository.findById('org_missing')).toBeNull();
      expect(await repository.membershipOf('user_ann')).toEqual({
        userId: 'user_ann',
        organisationId: 'org_acme',
        role: 'owner',
        joinedAt: NOW,
      });
      expect(await repository.create({ ...acme, id: 'org_second' })).toBe(false);
      expect(await repository.findById('org_second')).toBeNull();
    });

    it('adds a user to one organisation only, lists owner first and removes members', async () => {
      const repository = await organisations();
      await repository.create(acme);
      const cid = {
        userId: 'user_cid',
        organisationId: 'org_acme',
        role: 'member' as const,
        joinedAt: NOW + 1,
      };
      const bob = { ...cid, userId: 'user_bob', joinedAt: NOW + 2 };
      expect(await repository.addMember(cid)).toBe(true);
      expect(await repository.addMember(bob)).toBe(true);
      expect(await repository.addMember({ ...bob, organisationId: 'org_other' })).toBe(false);
      expect((await repository.members('org_acme')).map((m) => m.userId)).toEqual([
        'user_ann',
        'user_cid',
        'user_bob',
      ]);
      expect(await repository.removeMember('org_other', 'user_bob')).toBe(false);
      expect(await repository.removeMember('org_acme', 'user_bob')).toBe(true);
      expect(await repository.membershipOf('user_bob')).toBeNull();
      expect(await repository.members('org_missing')).toEqual([]);
    });

    it('finds invitations by token hash and id, lists open ones and closes each once', async () => {
      const repository = await organisations();
      await repository.create(acme);
      const expired = { ...invite, id: 'invite_2', tokenHash: 'token_hash_2', expiresAt: NOW + 10 };
      await repository.createInvite(invite);
      await repository.createInvite(expired);
      expect(await repository.findInviteByTokenHash('token_hash_1')).toEqual(invite);
      expect(await repository.findInviteByTokenHash('token_hash_missing')).toBeNull();
      expect(await repository.findInvite('org_acme', 'invite_2')).toEqual(expired);
      expect(await repository.findInvite('org_other', 'invite_2')).toBeNull();
      expect(await repository.openInvites('org_acme', NOW + 5)).toEqual([invite, expired]);
      expect(await repository.openInvites('org_acme', NOW + 20)).toEqual([invite]);
      expect(await repository.closeInvite('invite_1', NOW + 30)).toBe(true);
      expect(await repository.closeInvite('invite_1', NOW + 40)).toBe(false);
      expect(await repository.openInvites('org_acme', NOW + 20)).toEqual([]);
      expect((await repository.findInvite('org_acme', 'invite_1'))?.closedAt).toBe(NOW + 30);
    });
  });
}
