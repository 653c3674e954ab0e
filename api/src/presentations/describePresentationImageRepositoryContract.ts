import { describe, expect, it } from 'vitest';
import { freshStorageEachTest } from '../storage/freshStorageEachTest';
import type { OpenTestStorage } from '../storage/OpenTestStorage';
import type { StoredPresentationImage } from './PresentationImageRepository';

function picture(id: string, overrides: Partial<StoredPresentationImage> = {}): StoredPresentationImage {
  return {
    id,
    saveId: 'save_1',
    kind: 'render',
    name: `Picture ${id}`,
    mediaType: 'image/png',
    width: 1024,
    height: 768,
    byteLength: 6,
    included: true,
    position: 0,
    createdAt: 100,
    createdBy: 'user_owner',
    bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, id.length, 255]),
    ...overrides,
  };
}

const listed = (image: StoredPresentationImage) => {
  const { bytes: _bytes, ...record } = image;
  return record;
};

export function describePresentationImageRepositoryContract(open: OpenTestStorage): void {
  describe('presentation images', () => {
    const openStorage = freshStorageEachTest(open);
    const images = async () => (await openStorage()).presentationImages;

    it('gives back the bytes and fields it was given, only under the save that keeps them', async () => {
      const repository = await images();
      const kept = picture('pimg_a', { createdBy: 'user_editor', mediaType: 'image/jpeg', included: false });
      await repository.add(kept);
      expect(await repository.find('save_1', 'pimg_a')).toEqual(kept);
      expect(await repository.find('save_2', 'pimg_a')).toBeNull();
      expect(await repository.find('save_1', 'pimg_none')).toBeNull();
    });

    it('lists renders before slides, each kind by position, without bytes', async () => {
      const repository = await images();
      await repository.add(picture('pimg_slide', { kind: 'slide', position: 0 }));
      await repository.add(picture('pimg_second', { position: 1 }));
      await repository.add(picture('pimg_first', { position: 0 }));
      await repository.add(picture('pimg_other_save', { saveId: 'save_2' }));
      expect(await repository.list('save_1')).toEqual([
        listed(picture('pimg_first', { position: 0 })),
        listed(picture('pimg_second', { position: 1 })),
        listed(picture('pimg_slide', { kind: 'slide', position: 0 })),
      ]);
    });

    it('arranges one kind of one save: new positions and shown flags, nothing else touched', async () => {
      const repository = await images();
      await repository.add(picture('pimg_a', { position: 0 }));
      await repository.add(picture('pimg_b', { position: 1 }));
      await repository.add(picture('pimg_slide', { kind: 'slide', position: 0 }));
      await repository.arrange('save_1', 'render', [
        { id: 'pimg_b', included: true },
        { id: 'pimg_a', included: false },
        { id: 'pimg_slide', included: false },
      ]);
      const order = (await repository.list('save_1')).map(({ id, position, included }) => ({
        id,
        position,
        included,
      }));
      expect(order).toEqual([
        { id: 'pimg_b', position: 0, included: true },
        { id: 'pimg_a', position: 1, included: false },
        { id: 'pimg_slide', position: 0, included: true },
      ]);
    });

    it('deletes one picture of its save, and tells whether there was one', async () => {
      const repository = await images();
      await repository.add(picture('pimg_a'));
      expect(await repository.delete('save_2', 'pimg_a')).toBe(false);
      expect(await repository.delete('save_1', 'pimg_a')).toBe(true);
      expect(await repository.delete('save_1', 'pimg_a')).toBe(false);
      expect(await repository.list('save_1')).toEqual([]);
    });

    it('forgets the pictures of deleted saves only', async () => {
      const repository = await images();
      await repository.add(picture('pimg_a'));
      await repository.add(picture('pimg_b', { saveId: 'save_2' }));
      await repository.deleteBySaves(['save_1', 'save_unknown']);
      expect(await repository.list('save_1')).toEqual([]);
      expect(await repository.find('save_2', 'pimg_b')).toEqual(picture('pimg_b', { saveId: 'save_2' }));
    });
  });
}
