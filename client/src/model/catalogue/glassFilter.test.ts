import { describe, expect, it } from 'vitest';
import { catalogModelFixture } from './catalogModelFixture';
import { glassFilter } from './glassFilter';

const plain = catalogModelFixture({ catalogModelId: 'w30', name: 'Wall 30"' });
const glass = catalogModelFixture({
  catalogModelId: 'wg30',
  name: 'Glass Door Wall 30"',
  programKeys: ['glass'],
});

describe('glassFilter', () => {
  it('knows glass models by their glass program key', () => {
    expect(glassFilter.isGlass(glass)).toBe(true);
    expect(glassFilter.isGlass(plain)).toBe(false);
  });

  it('offers the Show glass checkbox only when glass models exist and no search is active', () => {
    expect(glassFilter.showsCheckbox([plain, glass], '')).toBe(true);
    expect(glassFilter.showsCheckbox([plain, glass], 'wall')).toBe(false);
    expect(glassFilter.showsCheckbox([plain], '')).toBe(false);
  });

  it('leaves glass models out until Show glass is checked', () => {
    expect(glassFilter.apply([plain, glass], '', false)).toEqual([plain]);
    expect(glassFilter.apply([plain, glass], '', true)).toEqual([plain, glass]);
  });

  it('never hides glass models from a search', () => {
    expect(glassFilter.apply([plain, glass], 'glass', false)).toEqual([plain, glass]);
  });
});
