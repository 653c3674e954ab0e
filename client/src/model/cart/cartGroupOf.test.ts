import { describe, expect, it } from 'vitest';
import { cartGroupOf } from './cartGroupOf';

describe('cartGroupOf', () => {
  it('puts cabinets in Cabinets, cabinet fillers and accessory panels in Fillers and panels', () => {
    expect(cartGroupOf({ modelType: 'base', modelSubcategory: 'sink', modelName: 'Sink Base 36' })).toBe(
      'cabinets',
    );
    expect(cartGroupOf({ modelType: 'closets', modelSubcategory: 'shelves', modelName: 'Shelves' })).toBe(
      'cabinets',
    );
    expect(cartGroupOf({ modelType: 'wall', modelSubcategory: 'filler', modelName: 'Wall Filler 3' })).toBe(
      'fillersAndPanels',
    );
    expect(cartGroupOf({ modelType: 'accessory', modelSubcategory: '', modelName: 'Base End Panel' })).toBe(
      'fillersAndPanels',
    );
  });

  it('puts appliances, furniture and decorations, and the remaining accessories in their own groups', () => {
    expect(cartGroupOf({ modelType: 'appliance', modelSubcategory: 'white', modelName: 'Range' })).toBe(
      'appliances',
    );
    expect(cartGroupOf({ modelType: 'decoration', modelSubcategory: 'plant', modelName: 'Fern' })).toBe(
      'furnitureAndDecorations',
    );
    expect(
      cartGroupOf({ modelType: 'accessory', modelSubcategory: '', modelName: 'Floating Shelf 36"' }),
    ).toBe('accessoriesAndMolding');
    expect(cartGroupOf({ modelType: 'uncategorized', modelSubcategory: '', modelName: 'Custom Box' })).toBe(
      'accessoriesAndMolding',
    );
  });
});
