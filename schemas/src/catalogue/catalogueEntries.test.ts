import { describe, expect, it } from 'vitest';
import { CatalogCountertopSchema } from './catalogCountertop';
import { CatalogHandleSchema, isChoosableHandle } from './catalogHandle';
import { CatalogOpeningSchema, openingSceneryChoices } from './catalogOpening';
import { TextureSchema } from './texture';

const repeat = { x: 1, z: 1, mirrored: false };

describe('catalogue entries', () => {
  it('defaults a texture to shown with its image, unlocked, laid 1 by 1, with empty materials', () => {
    expect(TextureSchema.parse({ id: 'oak', category: 'flooring' })).toEqual({
      id: 'oak',
      name: '',
      category: 'flooring',
      showImage: true,
      locked: false,
      flooringRepeat: repeat,
      app: {},
      render: {},
    });
  });

  it('refuses a texture without a known category', () => {
    expect(TextureSchema.safeParse({ id: 'oak' }).success).toBe(false);
    expect(TextureSchema.safeParse({ id: 'oak', category: 'curtain' }).success).toBe(false);
  });

  it('defaults a catalogue countertop to no subcategories, unlocked, laid 1 by 1, app properties off on render', () => {
    expect(CatalogCountertopSchema.parse({ id: 'granite' })).toEqual({
      id: 'granite',
      name: '',
      subcategory: [],
      locked: false,
      showImage: true,
      countertopRepeat: repeat,
      useAppPropertiesOnRender: false,
      app: {},
      render: {},
    });
  });

  it('offers a handle only when it has a model, and refuses a negative price', () => {
    const handle = CatalogHandleSchema.parse({ id: 'bar-5' });
    expect(handle).toMatchObject({ model: null, locked: false, price: 0 });
    expect(isChoosableHandle(handle)).toBe(false);
    expect(isChoosableHandle(CatalogHandleSchema.parse({ id: 'bar-5', model: 'bar.glb' }))).toBe(true);
    expect(CatalogHandleSchema.safeParse({ id: 'bar-5', price: -2 }).success).toBe(false);
  });

  it('makes a catalogue opening of kind Other, unlocked, with None as its only scenery', () => {
    const opening = CatalogOpeningSchema.parse({
      id: 'door-36',
      file: 'door.glb',
      dimensions: { x: 0.91, y: 2.03, z: 0.1 },
    });
    expect(opening).toMatchObject({ kind: 'Other', sceneries: [], locked: false, image: '' });
    expect(openingSceneryChoices(opening)).toEqual([null]);
  });

  it('offers None first and then the sceneries of an opening', () => {
    const garden = { name: 'Garden', url: 'garden.jpg' };
    const opening = CatalogOpeningSchema.parse({
      id: 'w1',
      kind: 'Single Window',
      file: 'w.glb',
      dimensions: { x: 1, y: 1, z: 0.1 },
      sceneries: [garden],
    });
    expect(openingSceneryChoices(opening)).toEqual([null, garden]);
    expect(CatalogOpeningSchema.safeParse({ ...opening, kind: 'Skylight' }).success).toBe(false);
  });
});
