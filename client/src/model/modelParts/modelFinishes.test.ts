import { describe, expect, it } from 'vitest';
import { modelFinishes } from './modelFinishes';
import { partAppearance } from './partAppearance';
import { placedModelFixture } from './placedModelFixture';

describe('modelFinishes', () => {
  it('paints cabinet fronts in their collection finish and a neutral white for an unknown style', () => {
    const espresso = modelFinishes(placedModelFixture({ catalogStyleId: 'espresso-slab' }));
    const white = modelFinishes(placedModelFixture({ catalogStyleId: 'shaker-white' }));
    const unknown = modelFinishes(placedModelFixture({ catalogStyleId: 'someone-elses-style' }));
    expect(espresso.cabinet.color).not.toBe(white.cabinet.color);
    expect(partAppearance('door', espresso)).toEqual(espresso.cabinet);
    expect(white.cabinet.surface).toBe('painted');
    expect(espresso.cabinet.surface).toBe('stainedWood');
    expect(unknown.cabinet).toMatchObject({ surface: 'painted', pattern: 'none' });
  });

  it('gives appliance bodies their finish: brushed stainless steel, enamel for black and white', () => {
    const stainless = modelFinishes(
      placedModelFixture({ modelType: 'appliance', modelSubcategory: 'stainless steel' }),
    );
    const black = modelFinishes(placedModelFixture({ modelType: 'appliance', modelSubcategory: 'black' }));
    expect(partAppearance('applianceBody', stainless)).toMatchObject({
      surface: 'stainless',
      pattern: 'brushed',
    });
    expect(partAppearance('applianceBody', black).surface).toBe('enamel');
    expect(partAppearance('applianceBody', black).color).not.toBe(
      partAppearance('applianceBody', stainless).color,
    );
  });

  it('colours handles by the chosen handle finish, or the design choice when the model takes Default', () => {
    const brass = modelFinishes(placedModelFixture({ handles: 'cup-76-br' }));
    const black = modelFinishes(placedModelFixture({ handles: null }), 'bar-160-bk');
    expect(brass.handle).not.toBe(black.handle);
    expect(partAppearance('handle', black).color).toBe(black.handle);
  });
});
