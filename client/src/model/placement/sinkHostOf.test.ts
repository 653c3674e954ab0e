import { inches } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { CABINET_MEASURES } from '../modelParts/cabinetMeasures';
import { placedModelFixture } from '../modelParts/placedModelFixture';
import { sinkHostOf } from './sinkHostOf';

/** A 36" sink base at (60", 60"), turned by `angle`. */
function sinkBase(fields: { id?: string; angle?: number; x?: number } = {}) {
  return placedModelFixture({
    id: fields.id ?? 'model_sink_base',
    modelType: 'base',
    modelSubcategory: 'sink',
    inches: [36, 34.5, 24],
    position: { x: inches(fields.x ?? 60), y: 0, z: inches(60) },
    rotation: { x: 0, y: fields.angle ?? 0, z: 0 },
  });
}

const COUNTER_TOP = inches(34.5) + CABINET_MEASURES.countertopThickness;

/** A 9"-deep sink centred at (x", z") whose rim is `rimBelow` meters under the countertop's top. */
function sink(x: number, z: number, rimBelow = 0) {
  return placedModelFixture({
    id: 'model_sink',
    modelType: 'decoration',
    modelSubcategory: 'sink',
    inches: [30, 9, 18],
    position: { x: inches(x), y: COUNTER_TOP - inches(9) - rimBelow, z: inches(z) },
  });
}

describe('sinkHostOf', () => {
  it('finds the sink base a sink is set into with its rim flush with the countertop', () => {
    expect(sinkHostOf(sink(62, 58), [sinkBase()])?.id).toBe('model_sink_base');
  });

  it('still finds it when the rim is sunk a little under the countertop or stands proud of it', () => {
    expect(sinkHostOf(sink(62, 58, inches(1)), [sinkBase()])?.id).toBe('model_sink_base');
    expect(sinkHostOf(sink(62, 58, -inches(2)), [sinkBase()])?.id).toBe('model_sink_base');
  });

  it('finds none for a sink resting on the countertop, or lying wholly below the cabinet top', () => {
    expect(sinkHostOf(sink(62, 58, -inches(9)), [sinkBase()])).toBeNull();
    expect(sinkHostOf(sink(62, 58, inches(20)), [sinkBase()])).toBeNull();
  });

  it('finds none when the sink centre is outside the base footprint', () => {
    expect(sinkHostOf(sink(77, 58), [sinkBase()])?.id).toBe('model_sink_base');
    expect(sinkHostOf(sink(79, 73), [sinkBase()])).toBeNull();
    expect(sinkHostOf(sink(77, 58), [sinkBase({ angle: Math.PI / 2 })])).toBeNull();
    expect(sinkHostOf(sink(62, 74), [sinkBase({ angle: Math.PI / 2 })])?.id).toBe('model_sink_base');
  });

  it('finds none in a cabinet that is not a sink base, and none for a model that is not a sink', () => {
    const plain = { ...sinkBase(), modelSubcategory: 'regular' };
    expect(sinkHostOf(sink(62, 58), [plain])).toBeNull();
    const pot = { ...sink(62, 58), modelSubcategory: 'pot' };
    expect(sinkHostOf(pot, [sinkBase()])).toBeNull();
  });

  it('of two overlapping sink bases, takes the one whose centre is nearest, in any order', () => {
    const near = sinkBase({ id: 'model_near', x: 64 });
    const far = sinkBase({ id: 'model_far', x: 50 });
    expect(sinkHostOf(sink(62, 58), [far, near])?.id).toBe('model_near');
    expect(sinkHostOf(sink(62, 58), [near, far])?.id).toBe('model_near');
  });
});
