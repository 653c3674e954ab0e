import { CatalogModelSchema, inches } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { buildKitchenLayout } from './buildKitchenLayout';
import type { KitchenLayout } from './kitchenLayout';
import { layoutCatalogue } from './layoutCatalogue';
import { STANDARD_CABINET_SIZES } from './layoutCabinetSizes';
import { STANDARD_CATALOGUE } from './testing/standardCatalogue';

const L_LAYOUT = {
  kind: 'l',
  style: 'gray-flat',
  side: 'left',
  numbers: {
    topWallLength: inches(150),
    topWallHeight: inches(96),
    sideWallLength: inches(120),
    sideWallHeight: inches(96),
  },
} as KitchenLayout;

describe('layoutCatalogue', () => {
  it('reads the standard sizes off a catalogue built to them', () => {
    expect(layoutCatalogue(STANDARD_CATALOGUE, 'shaker-white').sizes).toEqual(STANDARD_CABINET_SIZES);
  });

  it('finds a catalogue model of the planned size and kind for every cabinet of a layout', () => {
    const catalogue = layoutCatalogue(STANDARD_CATALOGUE, 'gray-flat');
    const built = buildKitchenLayout(L_LAYOUT, catalogue.sizes);
    const codes = built.cabinets.map((cabinet) => {
      const model = catalogue.modelFor(cabinet);
      expect(model, `${cabinet.kind} ${cabinet.nominalWidth}`).not.toBeNull();
      if (cabinet.kind === 'base' || cabinet.kind === 'wall') {
        expect(model!.dimensions!.width).toBeCloseTo(cabinet.dimensions.width, 9);
        expect(model!.dimensions!.height).toBeCloseTo(cabinet.dimensions.height, 9);
      }
      return model!.code;
    });
    expect(codes).toContain('LSB36');
    expect(codes).toContain('WDC2430');
    expect(codes.some((code) => /^W\d+42$/.test(code))).toBe(true);
  });

  it('leaves out models locked for the plan and models not made in the style', () => {
    const onlyOtherStyle = CatalogModelSchema.parse({
      ...STANDARD_CATALOGUE.find((model) => model.code === 'B48'),
      catalogModelId: 'b45',
      code: 'B45',
      dimensions: { width: inches(45), height: inches(34.5), depth: inches(24) },
      styles: [{ catalogStyleId: 'navy-inset' }],
    });
    const models = [
      ...STANDARD_CATALOGUE.map((model) =>
        model.code === 'B48' ? { ...model, locked: true } : model,
      ).filter((model) => model.code !== 'B45'),
      onlyOtherStyle,
    ];
    const { sizes } = layoutCatalogue(models, 'shaker-white');
    expect(sizes.base!.widths).not.toContain(48);
    expect(sizes.base!.widths).not.toContain(45);
    expect(sizes.base!.widths).toContain(42);
  });

  it('offers nothing in a style the catalogue does not have', () => {
    const { sizes } = layoutCatalogue(STANDARD_CATALOGUE, 'no-such-style');
    expect(sizes).toEqual({
      base: null,
      wall: [],
      baseCorner: null,
      wallCorner: null,
      baseFiller: null,
      wallFiller: null,
    });
  });
});
