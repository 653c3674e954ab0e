import { describe, expect, it } from 'vitest';
import { catalogModelFixture } from './catalogModelFixture';
import { catalogueDrop, type CatalogueDragItem, type CatalogueDropArea } from './catalogueDrop';
import { catalogueModelPick } from './CataloguePick';

const sofa = catalogModelFixture({ catalogModelId: 'sofa', type: 'furniture', name: 'Sofa' });
const sofaPick = catalogueModelPick(sofa, null)!;
const placeable: CatalogueDragItem = { pick: sofaPick, refusal: null };
const refused: CatalogueDragItem = { pick: null, refusal: 'No default hood is set.' };

describe('catalogueDrop', () => {
  it('places the dragged pick when it is dropped on the design view', () => {
    expect(catalogueDrop(placeable, 'design')).toEqual({ action: 'place', pick: sofaPick });
  });

  it.each<CatalogueDropArea>(['sidePanel', 'header', 'elsewhere'])(
    'ignores a drop on %s without a notice, for a placeable tile and a refused one alike',
    (area) => {
      expect(catalogueDrop(placeable, area)).toEqual({ action: 'ignore', notice: null });
      expect(catalogueDrop(refused, area)).toEqual({ action: 'ignore', notice: null });
    },
  );

  it('ignores a drop on the design view that has nothing to place, and says why', () => {
    expect(catalogueDrop(refused, 'design')).toEqual({ action: 'ignore', notice: 'No default hood is set.' });
  });
});
