import { describe, expect, it } from 'vitest';
import { freshStorageEachTest } from '../storage/freshStorageEachTest';
import type { OpenTestStorage } from '../storage/OpenTestStorage';
import type { StoredSaveThumbnail } from './SaveThumbnailRepository';

const picture = (
  fill: number,
  updatedAt: number,
  mediaType: StoredSaveThumbnail['mediaType'] = 'image/webp',
) => ({
  mediaType,
  bytes: new Uint8Array([0x52, 0x49, 0x46, 0x46, fill, fill, 0, 255]),
  updatedAt,
});

export function describeSaveThumbnailRepositoryContract(open: OpenTestStorage): void {
  describe('save thumbnails', () => {
    const openStorage = freshStorageEachTest(open);
    const thumbnails = async () => (await openStorage()).saveThumbnails;

    it('gives back the bytes, format and time it was given, and null for a save without one', async () => {
      const repository = await thumbnails();
      await repository.put('save_1', picture(7, 100));
      expect(await repository.find('save_1')).toEqual(picture(7, 100));
      expect(await repository.find('save_2')).toBeNull();
    });

    it("replaces a save's thumbnail with the newer one", async () => {
      const repository = await thumbnails();
      await repository.put('save_1', picture(7, 100));
      await repository.put('save_1', picture(9, 200, 'image/png'));
      expect(await repository.find('save_1')).toEqual(picture(9, 200, 'image/png'));
    });

    it('lists the versions of the asked saves that have a thumbnail', async () => {
      const repository = await thumbnails();
      await repository.put('save_1', picture(1, 100));
      await repository.put('save_2', picture(2, 250));
      await repository.put('save_3', picture(3, 300));
      expect(await repository.versions(['save_1', 'save_2', 'save_none'])).toEqual({
        save_1: 100,
        save_2: 250,
      });
      expect(await repository.versions([])).toEqual({});
    });

    it('forgets the thumbnails of deleted saves only', async () => {
      const repository = await thumbnails();
      await repository.put('save_1', picture(1, 100));
      await repository.put('save_2', picture(2, 200));
      await repository.deleteBySaves(['save_1', 'save_unknown']);
      expect(await repository.find('save_1')).toBeNull();
      expect(await repository.find('save_2')).toEqual(picture(2, 200));
    });
  });
}
