import { describe, expect, it } from 'vitest';
import { catalogStyleDefault } from './catalogStyleDefault';

describe('catalog-style-default', () => {
  it('gives a model with a missing, null, empty or blank style the default style', () => {
    for (const catalogStyleId of [undefined, null, '', '  ']) {
      expect(catalogStyleDefault.migrate({ catalogModelId: 'B24', catalogStyleId })).toEqual({
        catalogModelId: 'B24',
        catalogStyleId: 'default',
      });
    }
  });

  it('keeps a chosen style, and a numeric one as its decimal string', () => {
    expect(catalogStyleDefault.migrate({ catalogStyleId: 'shaker' })).toEqual({ catalogStyleId: 'shaker' });
    expect(catalogStyleDefault.migrate({ catalogStyleId: 7 })).toEqual({ catalogStyleId: '7' });
  });
});
