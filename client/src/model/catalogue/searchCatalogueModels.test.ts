import { describe, expect, it } from 'vitest';
import { catalogModelFixture } from './catalogModelFixture';
import { isSearchActive, searchCatalogueModels } from './searchCatalogueModels';

const sink = catalogModelFixture({ catalogModelId: 'b-sink-36', name: 'Sink Base 36"', code: 'SB36' });
const drawer = catalogModelFixture({
  catalogModelId: 'b-drawer-18',
  name: 'Three Drawer Base 18"',
  code: 'DB18',
  searchKeywords: ['utensils'],
});
const glass = catalogModelFixture({
  catalogModelId: 'w-glass',
  name: 'Glass Door Wall 30"',
  code: 'WG30',
  description: 'Two glass doors with a finished interior',
});
const models = [sink, drawer, glass];

describe('searchCatalogueModels', () => {
  it('finds everything, in order, when the query is blank', () => {
    expect(searchCatalogueModels(models, '')).toEqual(models);
    expect(searchCatalogueModels(models, '   ')).toEqual(models);
  });

  it('matches name, code, description and search keywords, ignoring case', () => {
    expect(searchCatalogueModels(models, 'SINK')).toEqual([sink]);
    expect(searchCatalogueModels(models, 'db18')).toEqual([drawer]);
    expect(searchCatalogueModels(models, 'interior')).toEqual([glass]);
    expect(searchCatalogueModels(models, 'utensils')).toEqual([drawer]);
  });

  it('needs every word of the query, so more words narrow the result', () => {
    expect(searchCatalogueModels(models, 'base')).toEqual([sink, drawer]);
    expect(searchCatalogueModels(models, 'base 36')).toEqual([sink]);
    expect(searchCatalogueModels(models, 'base oven')).toEqual([]);
  });
});

describe('isSearchActive', () => {
  it('counts only text other than spaces as a search', () => {
    expect(isSearchActive('')).toBe(false);
    expect(isSearchActive(' \t')).toBe(false);
    expect(isSearchActive(' a ')).toBe(true);
  });
});
