import { describe, expect, it } from 'vitest';
import { freshStorageEachTest } from '../storage/freshStorageEachTest';
import type { OpenTestStorage } from '../storage/OpenTestStorage';
import type { StoredPrintedPresentation } from './PrintedPresentationRepository';

function printed(id: string, overrides: Partial<StoredPrintedPresentation> = {}): StoredPrintedPresentation {
  return {
    id,
    saveId: 'save_1',
    name: `Kitchen presentation ${id}`,
    byteLength: 9,
    createdAt: 100,
    createdBy: 'user_owner',
    createdByName: 'Olive Owner',
    bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x33, id.length]),
    ...overrides,
  };
}

const listed = (presentation: StoredPrintedPresentation) => {
  const { bytes: _bytes, ...record } = presentation;
  return record;
};

export function describePrintedPresentationRepositoryContract(open: OpenTestStorage): void {
  describe('printed presentations', () => {
    const openStorage = freshStorageEachTest(open);
    const presentations = async () => (await openStorage()).printedPresentations;

    it('gives back the bytes and fields it was given, only under the save that keeps them', async () => {
      const repository = await presentations();
      const kept = printed('ppdf_a', { createdBy: 'user_editor', createdByName: 'Ed' });
      await repository.add(kept);
      expect(await repository.find('save_1', 'ppdf_a')).toEqual(kept);
      expect(await repository.find('save_2', 'ppdf_a')).toBeNull();
      expect(await repository.find('save_1', 'ppdf_none')).toBeNull();
    });

    it("lists one save's presentations newest first, without bytes", async () => {
      const repository = await presentations();
      await repository.add(printed('ppdf_old', { createdAt: 100 }));
      await repository.add(printed('ppdf_new', { createdAt: 300 }));
      await repository.add(printed('ppdf_mid', { createdAt: 200 }));
      await repository.add(printed('ppdf_other', { saveId: 'save_2', createdAt: 400 }));
      expect(await repository.list('save_1')).toEqual([
        listed(printed('ppdf_new', { createdAt: 300 })),
        listed(printed('ppdf_mid', { createdAt: 200 })),
        listed(printed('ppdf_old', { createdAt: 100 })),
      ]);
    });

    it('deletes one presentation of its save, and tells whether there was one', async () => {
      const repository = await presentations();
      await repository.add(printed('ppdf_a'));
      expect(await repository.delete('save_2', 'ppdf_a')).toBe(false);
      expect(await repository.delete('save_1', 'ppdf_a')).toBe(true);
      expect(await repository.delete('save_1', 'ppdf_a')).toBe(false);
      expect(await repository.list('save_1')).toEqual([]);
    });

    it('forgets the presentations of deleted saves only', async () => {
      const repository = await presentations();
      await repository.add(printed('ppdf_a'));
      await repository.add(printed('ppdf_b', { saveId: 'save_2' }));
      await repository.deleteBySaves(['save_1', 'save_unknown']);
      expect(await repository.list('save_1')).toEqual([]);
      expect(await repository.find('save_2', 'ppdf_b')).toEqual(printed('ppdf_b', { saveId: 'save_2' }));
    });
  });
}
