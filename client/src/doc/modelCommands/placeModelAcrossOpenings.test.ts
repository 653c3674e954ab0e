import { inches, writeNode } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { bodyInches } from '../../model/placement/placementFixtures';
import { ModelCommandError } from './modelCommandError';
import { FRIDGE, WALL_30, kitchenDoc, model, toInches } from './modelCommandFixtures';
import { moveModels } from './moveModels';
import { placeModel } from './placeModel';
import { readPlacementScene } from './readPlacementScene';
import { requireClearOfOpenings } from './requireClearOfOpenings';

const origin = { user: 'local' };

/** The kitchen's north wall with a 36" opening of `kind` centred 120" along it. */
function kitchenWith(kind: 'Single Window' | 'Interior Door'): Y.Doc {
  const doc = kitchenDoc();
  const door = kind === 'Interior Door';
  writeNode(doc, 'opening', {
    id: 'opening_1',
    opening_id: door ? 'door-interior-36' : 'window-single-36',
    wall_id: 'wall_north',
    kind,
    position: { x: inches(102), y: door ? 0 : inches(42), z: 0 },
    dimensions: { x: inches(36), y: inches(door ? 80 : 48), z: inches(4.5) },
  });
  return doc;
}

describe('placing models among openings', () => {
  it('puts a wall cabinet dropped on a window beside it', () => {
    const doc = kitchenWith('Single Window');
    const id = placeModel(doc, origin, { catalogModel: WALL_30, at: { x: inches(120), z: inches(10) } });
    expect(Math.abs(toInches(model(doc, id).position.x) - 120)).toBeCloseTo(30, 6);
  });

  it('puts a refrigerator dropped in a doorway beside the door', () => {
    const doc = kitchenWith('Interior Door');
    const id = placeModel(doc, origin, { catalogModel: FRIDGE, at: { x: inches(120), z: inches(20) } });
    expect(Math.abs(toInches(model(doc, id).position.x) - 120)).toBeCloseTo(18 + 18, 6);
  });

  it('moves a wall cabinet dragged onto a window to beside it', () => {
    const doc = kitchenWith('Single Window');
    const id = placeModel(doc, origin, { catalogModel: WALL_30, at: { x: inches(40), z: inches(10) } });
    moveModels(doc, origin, [id], { x: inches(80), z: 0 });
    expect(Math.abs(toInches(model(doc, id).position.x) - 120)).toBeGreaterThanOrEqual(30 - 1e-6);
  });

  it('refuses, saying why, a model left across a window', () => {
    const doc = kitchenWith('Single Window');
    const across = bodyInches('model_x', { x: 120, y: 54, z: 8.25 }, [24, 30, 12]);
    const scene = readPlacementScene(doc, []);
    const refusal = (() => {
      try {
        requireClearOfOpenings(across, 'wall', across, scene);
        return null;
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ModelCommandError);
    expect(refusal).toMatchObject({
      code: 'blocked_by_opening',
      message: 'A wall cabinet cannot be placed across a window.',
    });
    const beside = { ...across.position, x: inches(90) };
    expect(() => requireClearOfOpenings(across, 'wall', { position: beside, angle: 0 }, scene)).not.toThrow();
  });
});
