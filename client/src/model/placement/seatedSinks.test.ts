import { inches } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { CABINET_MEASURES } from '../modelParts/cabinetMeasures';
import { modelSurroundingsOf } from '../modelParts/modelSurroundingsOf';
import { placedModelFixture } from '../modelParts/placedModelFixture';
import { resolveModelsMove } from './resolveModelsMove';
import { seatedSinks } from './seatedSinks';

const toInches = (meters: number) => meters / inches(1);

function sinkBase(angle = 0) {
  return placedModelFixture({
    id: 'model_sink_base',
    modelType: 'base',
    modelSubcategory: 'sink',
    inches: [36, 34.5, 24],
    position: { x: inches(60), y: 0, z: inches(60) },
    rotation: { x: 0, y: angle, z: 0 },
  });
}

/** An undermount sink 9" deep whose rim is flush with the base's countertop, `dx` inches along the base. */
function sink(dx: number, fields: { locked?: boolean; y?: number } = {}) {
  return placedModelFixture({
    id: `model_sink_${dx}`,
    modelType: 'decoration',
    modelSubcategory: 'sink',
    inches: [30, 9, 18],
    position: {
      x: inches(60 + dx),
      y: fields.y ?? inches(34.5 - 9) + CABINET_MEASURES.countertopThickness,
      z: inches(58),
    },
    locked: fields.locked ?? false,
  });
}

describe('seatedSinks', () => {
  it('finds a sink seated in a sink base, and not one beside it, one lying lower, or a locked one', () => {
    const seated = seatedSinks(
      [sinkBase()],
      [sink(2), sink(30), sink(0, { y: 0 }), { ...sink(1, { locked: true }), id: 'model_locked' }],
    );
    expect(seated.get('model_sink_base')?.map((model) => model.id)).toEqual(['model_sink_2']);
  });

  it('finds nothing in a cabinet that is not a sink base', () => {
    const plain = { ...sinkBase(), modelSubcategory: 'regular' };
    expect(seatedSinks([plain], [sink(2)]).size).toBe(0);
  });
});

describe('resolveModelsMove with a seated sink', () => {
  it('moves the sink with its base by the same drag, keeping its place in it', () => {
    const base = sinkBase();
    const rider = sink(2);
    const move = resolveModelsMove(
      [base],
      { walls: [], models: [] },
      { x: inches(10), z: 0 },
      new Map([[base.id, [rider]]]),
    );
    const carried = move.poses.get(rider.id)!;
    expect(toInches(carried.position.x)).toBeCloseTo(72, 6);
    expect(toInches(carried.position.z)).toBeCloseTo(58, 6);
    expect(carried.position.y).toBeCloseTo(rider.position.y, 9);
    expect(carried.angle).toBeCloseTo(0, 9);
  });
});

describe('seatedSinks and the drawing agree', () => {
  it('seats exactly the sinks the drawing cuts into the base, at any height', () => {
    const base = sinkBase();
    for (let y = -inches(2); y <= inches(40); y += inches(0.25)) {
      const rider = { ...sink(2, { y }), id: 'model_rider' };
      const drawnIn = (modelSurroundingsOf([base, rider]).get(base.id)?.setInSinks.length ?? 0) > 0;
      const carried = seatedSinks([base], [rider]).has(base.id);
      expect(carried, `sink bottom at ${toInches(y)}"`).toBe(drawnIn);
    }
  });
});
