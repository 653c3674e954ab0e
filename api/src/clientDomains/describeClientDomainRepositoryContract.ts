import { ClientDomainSettingsSchema } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { freshStorageEachTest } from '../storage/freshStorageEachTest';
import type { OpenTestStorage } from '../storage/OpenTestStorage';

const kitchens = ClientDomainSettingsSchema.parse({
  host: 'kitchens.example.com',
  accountId: 'acc_dealer',
  name: 'Dealer Kitchens',
  cart: 'cartOnly',
  liveChatUrl: 'https://chat.example.com/dealer',
  catalogue: { modelTypes: ['base', 'wall'], collections: ['shaker-white'] },
});

export function describeClientDomainRepositoryContract(open: OpenTestStorage): void {
  describe('client domains', () => {
    const openStorage = freshStorageEachTest(open);
    const domains = async () => {
      const storage = await openStorage();
      return storage.clientDomains;
    };

    it('finds settings by host and by account, and nothing for unknown ones', async () => {
      const repository = await domains();
      await repository.put(kitchens);
      expect(await repository.findByHost('kitchens.example.com')).toEqual(kitchens);
      expect(await repository.findByAccountId('acc_dealer')).toEqual(kitchens);
      expect(await repository.findByHost('other.example.com')).toBeNull();
      expect(await repository.findByAccountId('acc_other')).toBeNull();
    });

    it('replaces the settings of a host that is put again', async () => {
      const repository = await domains();
      await repository.put(kitchens);
      const moved = { ...kitchens, accountId: 'acc_new', name: 'New Owner' };
      await repository.put(moved);
      expect(await repository.findByHost('kitchens.example.com')).toEqual(moved);
      expect(await repository.findByAccountId('acc_dealer')).toBeNull();
    });
  });
}
