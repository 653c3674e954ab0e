import { inches, PlacedOpeningSchema, type OpeningKind } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { modelsAcrossOpening } from './modelsAcrossOpening';
import { openingObstacle } from './openingObstacle';
import { openingOverlapWarning } from './openingOverlapWarning';
import { bodyInches } from './placementFixtures';

const NORTH_WALL = {
  id: 'wall_north',
  position: { x: 0, z: 0 },
  dimensions: { x: inches(240), y: inches(96), z: inches(4.5) },
  angle: 0,
};

/** An opening in the north wall centred 120" along it, sizes in inches. */
function openingAt(kind: OpeningKind, bottom: number, width: number, height: number) {
  return openingObstacle(
    PlacedOpeningSchema.parse({
      id: 'opening_new',
      opening_id: 'fixture',
      wall_id: NORTH_WALL.id,
      kind,
      position: { x: inches(120 - width / 2), y: inches(bottom), z: 0 },
      dimensions: { x: inches(width), y: inches(height), z: inches(6) },
    }),
    NORTH_WALL,
  );
}

const WINDOW = openingAt('Single Window', 42, 36, 48);
const DOOR = openingAt('Interior Door', 0, 32, 80);
const wallCabinet = bodyInches('model_wall', { x: 120, y: 54, z: 9 }, [24, 30, 12], { restHeight: 54 });
const baseCabinet = bodyInches('model_base', { x: 120, z: 15 }, [24, 34.5, 24]);
const tallCabinet = bodyInches('model_tall', { x: 120, z: 15 }, [24, 84, 24]);
const farBase = bodyInches('model_far', { x: 200, z: 15 }, [24, 34.5, 24]);

describe('models already standing where an opening is put', () => {
  it('a window over a wall cabinet meets the cabinet; the base cabinet under its sill is no conflict', () => {
    expect(modelsAcrossOpening(WINDOW, [wallCabinet, baseCabinet, farBase])).toEqual([wallCabinet]);
  });

  it('a door across base and tall cabinets meets both, not a cabinet further along the wall', () => {
    expect(modelsAcrossOpening(DOOR, [baseCabinet, tallCabinet, farBase])).toEqual([
      baseCabinet,
      tallCabinet,
    ]);
  });

  it('a model that ignores collisions (a rug) is never in the way', () => {
    const rug = { ...baseCabinet, id: 'model_rug', collision: 'ignore' as const };
    expect(modelsAcrossOpening(DOOR, [rug])).toEqual([]);
  });

  it('the warning names what is in the way and what to do', () => {
    expect(openingOverlapWarning('Single Window', ['wall'])).toBe(
      'A wall cabinet stands across this window: move the window or what is in its way.',
    );
    expect(openingOverlapWarning('Interior Door', ['base', 'tall'])).toBe(
      'A base cabinet (and 1 more model) stands across this door: move the door or what is in its way.',
    );
    expect(openingOverlapWarning('Interior Door', [])).toBe('');
  });
});
