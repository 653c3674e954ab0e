import { SettingsSchema } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { freshStorageEachTest } from '../storage/freshStorageEachTest';
import type { OpenTestStorage } from '../storage/OpenTestStorage';

export function describeUserDataRepositoryContract(open: OpenTestStorage): void {
  describe('user data', () => {
    const openStorage = freshStorageEachTest(open);

    it('has no favorites until one is set', async () => {
      const { userData } = await openStorage();
      expect(await userData.favoriteAppliances('user_ann')).toEqual({});
    });

    it('keeps one favorite per kind, the latest replacing the earlier', async () => {
      const { userData } = await openStorage();
      await userData.setFavoriteAppliance('user_ann', 'refrigerator', 'rf30-ss');
      await userData.setFavoriteAppliance('user_ann', 'hood', 'hd30-bl');
      await userData.setFavoriteAppliance('user_ann', 'refrigerator', 'rf36-wh');
      expect(await userData.favoriteAppliances('user_ann')).toEqual({
        refrigerator: 'rf36-wh',
        hood: 'hd30-bl',
      });
    });

    it("keeps each user's favorites apart", async () => {
      const { userData } = await openStorage();
      await userData.setFavoriteAppliance('user_ann', 'microwave', 'mo30-ss');
      await userData.setFavoriteAppliance('user_bob', 'microwave', 'mc24-wh');
      expect(await userData.favoriteAppliances('user_ann')).toEqual({ microwave: 'mo30-ss' });
      expect(await userData.favoriteAppliances('user_bob')).toEqual({ microwave: 'mc24-wh' });
    });

    it('has no settings until they are stored, then the latest whole, per user', async () => {
      const { userData } = await openStorage();
      expect(await userData.settings('user_ann')).toBeNull();
      await userData.setSettings('user_ann', SettingsSchema.parse({ measurementUnits: 'cm' }));
      await userData.setSettings('user_ann', SettingsSchema.parse({ showGrid: false }));
      await userData.setSettings('user_bob', SettingsSchema.parse({ measurementUnits: 'mm' }));
      expect(await userData.settings('user_ann')).toEqual(SettingsSchema.parse({ showGrid: false }));
      expect(await userData.settings('user_bob')).toEqual(SettingsSchema.parse({ measurementUnits: 'mm' }));
    });
  });
}
