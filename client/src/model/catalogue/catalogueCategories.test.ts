import { describe, expect, it } from 'vitest';
import { CATALOGUE_CATEGORIES, catalogueCategories } from './catalogueCategories';

describe('catalogueCategories', () => {
  it('lists the toolbar categories in the spec order', () => {
    expect(CATALOGUE_CATEGORIES).toEqual([
      'base',
      'wall',
      'tall',
      'vanity',
      'accessory',
      'closets',
      'appliance',
      'furniture',
      'decoration',
    ]);
  });

  it('titles the cabinets panel Step 2: {category} Cabinets and the appliance menu Step 3', () => {
    expect(catalogueCategories.title('base')).toBe('Step 2: Base Cabinets');
    expect(catalogueCategories.title('wall')).toBe('Step 2: Wall Cabinets');
    expect(catalogueCategories.title('appliance')).toBe('Step 3: Appliances');
  });

  it('opens the appliance menu for appliances and item grids for closets, furniture and decorations', () => {
    expect(catalogueCategories.panelOf('appliance')).toBe('appliances');
    expect(catalogueCategories.panelOf('vanity')).toBe('cabinets');
    expect(catalogueCategories.panelOf('closets')).toBe('items');
    expect(catalogueCategories.panelOf('furniture')).toBe('items');
    expect(catalogueCategories.panelOf('decoration')).toBe('items');
  });
});
