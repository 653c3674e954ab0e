import { describe, expect, it } from 'vitest';
import { catalogModelFixture } from './catalogModelFixture';
import { modelsInCollection } from './modelsInCollection';

describe('modelsInCollection', () => {
  const shakerOnly = catalogModelFixture({ catalogModelId: 'a', styles: [{ catalogStyleId: 'shaker' }] });
  const both = catalogModelFixture({
    catalogModelId: 'b',
    styles: [{ catalogStyleId: 'shaker' }, { catalogStyleId: 'oak' }],
  });
  const unstyled = catalogModelFixture({ catalogModelId: 'c' });

  it('keeps models that come in the collection and models without styles', () => {
    expect(modelsInCollection([shakerOnly, both, unstyled], 'oak')).toEqual([both, unstyled]);
    expect(modelsInCollection([shakerOnly, both, unstyled], 'shaker')).toEqual([shakerOnly, both, unstyled]);
  });

  it('keeps only unstyled models while no collection is chosen', () => {
    expect(modelsInCollection([shakerOnly, both, unstyled], null)).toEqual([unstyled]);
  });
});
