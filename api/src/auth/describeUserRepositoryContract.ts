import { describe, expect, it } from 'vitest';
import { freshStorageEachTest } from '../storage/freshStorageEachTest';
import type { OpenTestStorage } from '../storage/OpenTestStorage';
import type { UserRecord } from './UserRecord';

const ann: UserRecord = {
  id: 'user_ann',
  email: 'ann@example.com',
  name: 'Ann',
  passwordHash: null,
  createdAt: 1_700_000_000_000,
  homeHost: null,
};

export function describeUserRepositoryContract(open: OpenTestStorage): void {
  describe('users', () => {
    const openStorage = freshStorageEachTest(open);
    const users = async () => {
      const storage = await openStorage();
      return storage.users;
    };

    it('creates a user once per e-mail and returns the existing one afterwards', async () => {
      const repository = await users();
      expect(await repository.findOrCreate(ann)).toEqual(ann);
      const again = await repository.findOrCreate({ ...ann, id: 'user_other', name: 'Someone else' });
      expect(again).toEqual(ann);
      expect(await repository.findById('user_other')).toBeNull();
    });

    it('keeps the home host an account was made on, and the first one only', async () => {
      const repository = await users();
      const dealer = { ...ann, homeHost: 'kitchens.dealer.example' };
      expect(await repository.findOrCreate(dealer)).toEqual(dealer);
      expect(await repository.findOrCreate({ ...ann, homeHost: 'other.example' })).toEqual(dealer);
      expect(await repository.findByEmail(ann.email)).toEqual(dealer);
    });

    it('finds a user by id and answers null for an unknown one', async () => {
      const repository = await users();
      await repository.findOrCreate(ann);
      expect(await repository.findById(ann.id)).toEqual(ann);
      expect(await repository.findById('user_missing')).toBeNull();
    });

    it('finds a user by e-mail however it is typed (cased, spaced), and answers null for an unknown one', async () => {
      const repository = await users();
      await repository.findOrCreate(ann);
      expect(await repository.findByEmail('ann@example.com')).toEqual(ann);
      expect(await repository.findByEmail(' Ann@Example.com ')).toEqual(ann);
      expect(await repository.findByEmail('nobody@example.com')).toBeNull();
    });

    it('finds several users by id, leaving unknown ids out', async () => {
      const repository = await users();
      await repository.findOrCreate(ann);
      const bob = await repository.findOrCreate({ ...ann, id: 'user_bob', email: 'bob@example.com' });
      const found = await repository.findByIds(['user_bob', 'user_missing', 'user_ann']);
      expect(found.sort((a, b) => a.id.localeCompare(b.id))).toEqual([ann, bob]);
      expect(await repository.findByIds([])).toEqual([]);
    });

    it('changes only the fields given and answers null for an unknown user', async () => {
      const repository = await users();
      await repository.findOrCreate(ann);
      expect(await repository.update(ann.id, { name: 'Ann Lee' })).toEqual({ ...ann, name: 'Ann Lee' });
      expect(await repository.update(ann.id, { passwordHash: 'scrypt$x' })).toEqual({
        ...ann,
        name: 'Ann Lee',
        passwordHash: 'scrypt$x',
      });
      expect(await repository.update('user_missing', { name: 'X' })).toBeNull();
      expect(await repository.findById('user_missing')).toBeNull();
    });
  });
}
