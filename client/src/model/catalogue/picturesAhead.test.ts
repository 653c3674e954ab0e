import { describe, expect, it } from 'vitest';
import { catalogModelFixture } from './catalogModelFixture';
import { GLASS_PROGRAM_KEY } from './glassFilter';
import { picturesAhead } from './picturesAhead';

const ids = (pictures: ReturnType<typeof picturesAhead>) =>
  pictures.map((picture) => `${picture.catalogModel.catalogModelId}:${picture.catalogStyleId}`);

describe('picturesAhead', () => {
  const shaker = [{ catalogStyleId: 'shaker' }, { catalogStyleId: 'oak' }];
  const sink = catalogModelFixture({
    catalogModelId: 'sink',
    type: 'base',
    subcategory: 'sink',
    styles: shaker,
  });
  const regular = catalogModelFixture({
    catalogModelId: 'regular',
    type: 'base',
    subcategory: 'regular',
    styles: shaker,
  });
  const glass = catalogModelFixture({
    catalogModelId: 'glass',
    type: 'base',
    subcategory: 'regular',
    styles: shaker,
    programKeys: [GLASS_PROGRAM_KEY],
  });
  const oakOnly = catalogModelFixture({
    catalogModelId: 'oak-only',
    type: 'base',
    subcategory: 'regular',
    styles: [{ catalogStyleId: 'oak' }],
  });
  const wall = catalogModelFixture({
    catalogModelId: 'wall',
    type: 'wall',
    subcategory: '30',
    styles: shaker,
  });
  const filler = catalogModelFixture({ catalogModelId: 'filler', type: 'wall', subcategory: 'filler' });

  it('lists the panels in the order given, each as its tiles show without a search', () => {
    const panels = [
      { category: 'base' as const, models: [sink, glass, oakOnly, regular] },
      { category: 'wall' as const, models: [filler, wall] },
    ];
    expect(ids(picturesAhead(panels, 'oak', 10))).toEqual([
      'oak-only:oak',
      'regular:oak',
      'sink:oak',
      'wall:oak',
      'filler:null',
    ]);
  });

  it("leaves out models not made in the collection and draws the others in the collection's style", () => {
    const panels = [{ category: 'base' as const, models: [oakOnly, regular] }];
    expect(ids(picturesAhead(panels, 'shaker', 10))).toEqual(['regular:shaker']);
  });

  it('stops at the limit, most likely first', () => {
    const panels = [
      { category: 'base' as const, models: [sink, regular] },
      { category: 'wall' as const, models: [wall] },
    ];
    expect(ids(picturesAhead(panels, 'shaker', 2))).toEqual(['regular:shaker', 'sink:shaker']);
    expect(picturesAhead(panels, 'shaker', 0)).toEqual([]);
  });
});
