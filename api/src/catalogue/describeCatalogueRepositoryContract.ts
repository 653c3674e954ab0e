import {
  CatalogCollectionSchema,
  CatalogCountertopSchema,
  CatalogHandleSchema,
  CatalogModelSchema,
  CatalogOpeningSchema,
  TextureSchema,
} from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { freshStorageEachTest } from '../storage/freshStorageEachTest';
import type { OpenTestStorage } from '../storage/OpenTestStorage';
import type { CatalogueContents } from './CatalogueContents';

const style = { catalogStyleId: 'oak', name: 'Oak', price: 300 };
const contents: CatalogueContents = {
  collections: [CatalogCollectionSchema.parse({ catalogStyleId: 'oak', name: 'Oak' })],
  models: [
    CatalogModelSchema.parse({
      catalogModelId: 'b24',
      type: 'base',
      subcategory: 'regular',
      styles: [style],
    }),
    CatalogModelSchema.parse({ catalogModelId: 'sb36', type: 'base', subcategory: 'sink', styles: [style] }),
    CatalogModelSchema.parse({ catalogModelId: 'w3030', type: 'wall', subcategory: '30', styles: [style] }),
  ],
  textures: [
    TextureSchema.parse({ id: 'oak-floor', category: 'flooring' }),
    TextureSchema.parse({ id: 'subway', category: 'backsplash' }),
  ],
  countertops: [CatalogCountertopSchema.parse({ id: 'quartz' })],
  handles: [CatalogHandleSchema.parse({ id: 'bar', model: 'bar.glb' })],
  openings: [
    CatalogOpeningSchema.parse({ id: 'door', file: 'door.glb', dimensions: { x: 0.9, y: 2, z: 0.15 } }),
  ],
};

export function describeCatalogueRepositoryContract(open: OpenTestStorage): void {
  describe('catalogue', () => {
    const openStorage = freshStorageEachTest(open);
    const catalogue = async () => {
      const storage = await openStorage();
      return storage.catalogue;
    };

    it('is at seed version 0 and empty before the first seed', async () => {
      const repository = await catalogue();
      expect(await repository.seedVersion()).toBe(0);
      expect(await repository.models({})).toEqual([]);
    });

    it('reads back every part of a seed in order, and its version', async () => {
      const repository = await catalogue();
      await repository.applySeed(contents, 3);
      expect(await repository.seedVersion()).toBe(3);
      expect(await repository.collections()).toEqual(contents.collections);
      expect(await repository.models({})).toEqual(contents.models);
      expect(await repository.textures()).toEqual(contents.textures);
      expect(await repository.countertops()).toEqual(contents.countertops);
      expect(await repository.handles()).toEqual(contents.handles);
      expect(await repository.openings()).toEqual(contents.openings);
    });

    it('filters models by type and subcategory, textures by category, and finds a model by id', async () => {
      const repository = await catalogue();
      await repository.applySeed(contents, 1);
      expect((await repository.models({ type: 'base' })).map((model) => model.catalogModelId)).toEqual([
        'b24',
        'sb36',
      ]);
      expect(
        (await repository.models({ type: 'base', subcategory: 'sink' })).map((model) => model.catalogModelId),
      ).toEqual(['sb36']);
      expect((await repository.textures('backsplash')).map((texture) => texture.id)).toEqual(['subway']);
      expect(await repository.model('w3030')).toEqual(contents.models[2]);
      expect(await repository.model('missing')).toBeNull();
    });

    it('replaces items of the same id on a later seed and keeps items the later seed leaves out', async () => {
      const repository = await catalogue();
      await repository.applySeed(contents, 1);
      const renamed = { ...contents.models[0]!, name: 'Base 24' };
      await repository.applySeed({ ...contents, models: [renamed] }, 2);
      const models = await repository.models({});
      expect(models).toHaveLength(3);
      expect(models.find((model) => model.catalogModelId === 'b24')?.name).toBe('Base 24');
      expect(await repository.seedVersion()).toBe(2);
    });

    it('keeps price overrides per account, the latest per model and style', async () => {
      const repository = await catalogue();
      await repository.setPriceOverride({
        accountId: 'acc_a',
        catalogModelId: 'b24',
        catalogStyleId: 'oak',
        price: 250,
      });
      await repository.setPriceOverride({
        accountId: 'acc_a',
        catalogModelId: 'b24',
        catalogStyleId: 'oak',
        price: 275.5,
      });
      await repository.setPriceOverride({
        accountId: 'acc_b',
        catalogModelId: 'b24',
        catalogStyleId: 'oak',
        price: 199,
      });
      expect(await repository.priceOverrides('acc_a')).toEqual([
        { accountId: 'acc_a', catalogModelId: 'b24', catalogStyleId: 'oak', price: 275.5 },
      ]);
      expect(await repository.priceOverrides('acc_c')).toEqual([]);
    });
  });
}
