import { describe, expect, it } from 'vitest';
import type { MeasurementSnapScene } from './measurementSnapScene';
import { MEASUREMENT_SNAP_SOURCES, type MeasurementSnapSource } from './measurementSnapSources';
import { snapMeasurementPoint } from './snapMeasurementPoint';

/** A 3 m wall, 0.1 m thick, along +x from the origin: its faces are z = 0.05 and z = -0.05. */
const wall = {
  id: 'wall_a',
  position: { x: 0, z: 0 },
  dimensions: { x: 3, y: 2.4, z: 0.1 },
  angle: 0,
  visible: true,
};

function scene(overrides: Partial<MeasurementSnapScene> = {}): MeasurementSnapScene {
  return { walls: [wall], models: [], openings: [], ...overrides };
}

function model(id: string, x: number, z: number, angle: number, visible = true) {
  return {
    id,
    position: { x, y: 0, z },
    rotation: { x: 0, y: angle, z: 0 },
    dimensions: { width: 0.6, height: 0.9, depth: 0.4 },
    visible,
  };
}

describe('snapMeasurementPoint', () => {
  it('snaps onto the corner where a wall face ends', () => {
    expect(snapMeasurementPoint({ x: 2.93, z: 0.09 }, scene(), 0.15)).toEqual({
      point: { x: 3, z: 0.05 },
      kind: 'wallEnd',
      ownerId: 'wall_a',
    });
  });

  it('leaves a point alone when nothing is within the snap distance', () => {
    expect(snapMeasurementPoint({ x: 1.5, z: 0.4 }, scene(), 0.15)).toBeNull();
    expect(snapMeasurementPoint({ x: 3.3, z: 0.05 }, scene(), 0.2)).toBeNull();
  });

  it('snaps onto the nearest point of a wall face, on the side the point is', () => {
    expect(snapMeasurementPoint({ x: 1.5, z: 0.12 }, scene(), 0.15)).toMatchObject({
      point: { x: 1.5, z: 0.05 },
      kind: 'wallFace',
    });
    expect(snapMeasurementPoint({ x: 1.2, z: -0.1 }, scene(), 0.15)?.point).toEqual({ x: 1.2, z: -0.05 });
  });

  it('prefers a wall end to the face it lies on, even when the face is nearer', () => {
    expect(snapMeasurementPoint({ x: 0.1, z: 0.06 }, scene(), 0.15)?.kind).toBe('wallEnd');
  });

  it('snaps to the nearest corner of a placed model, turned with the model', () => {
    const straight = scene({ models: [model('model_a', 1, 1, 0)] });
    expect(snapMeasurementPoint({ x: 0.72, z: 0.78 }, straight, 0.1)).toMatchObject({
      point: { x: 0.7, z: 0.8 },
      kind: 'modelCorner',
      ownerId: 'model_a',
    });
    // A quarter turn swaps width and depth on the plan: corners at x = 1 ± 0.2, z = 1 ± 0.3.
    const turned = scene({ models: [model('model_b', 1, 1, Math.PI / 2)] });
    const snap = snapMeasurementPoint({ x: 1.22, z: 1.32 }, turned, 0.1);
    expect(snap?.point.x).toBeCloseTo(1.2, 9);
    expect(snap?.point.z).toBeCloseTo(1.3, 9);
  });

  it('snaps to an opening’s sides on either face of its wall', () => {
    const withWindow = scene({
      openings: [
        {
          id: 'opening_w',
          wall_id: 'wall_a',
          position: { x: 1, y: 1, z: 0 },
          dimensions: { x: 0.9, y: 1.2, z: 0.1 },
          visible: true,
        },
      ],
    });
    expect(snapMeasurementPoint({ x: 1.92, z: 0.1 }, withWindow, 0.15)).toEqual({
      point: { x: 1.9, z: 0.05 },
      kind: 'openingEdge',
      ownerId: 'opening_w',
    });
    expect(snapMeasurementPoint({ x: 0.97, z: -0.08 }, withWindow, 0.15)?.point).toEqual({ x: 1, z: -0.05 });
  });

  it('ignores hidden walls, models and openings', () => {
    const hidden = scene({
      walls: [{ ...wall, visible: false }],
      models: [model('model_a', 1, 1, 0, false)],
    });
    expect(snapMeasurementPoint({ x: 3, z: 0.05 }, hidden, 0.15)).toBeNull();
    expect(snapMeasurementPoint({ x: 0.7, z: 0.8 }, hidden, 0.15)).toBeNull();
  });

  it('takes a new kind of target by adding one source', () => {
    const origin: MeasurementSnapSource = () => ({
      points: [{ kind: 'modelCorner', ownerId: 'origin', point: { x: 5, z: 5 } }],
      edges: [],
    });
    expect(snapMeasurementPoint({ x: 5.05, z: 5 }, scene(), 0.1)).toBeNull();
    expect(
      snapMeasurementPoint({ x: 5.05, z: 5 }, scene(), 0.1, [...MEASUREMENT_SNAP_SOURCES, origin])?.ownerId,
    ).toBe('origin');
  });
});
