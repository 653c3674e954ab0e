import { inches } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { CABINET_MEASURES } from '../modelParts/cabinetMeasures';
import { findCollisions } from './findCollisions';
import type { PlacementBody } from './placementBody';
import { bodyInches, roomInches, toInches } from './placementFixtures';
import { resolvePlacement } from './resolvePlacement';

const SNAP = { snap: true, keepRotation: false };
/** A room 120" wide; its back wall's room side is at z = 2.25". */
const ROOM = roomInches(120, 120);
const BACK = 2.25;

/** A 36" sink base against the back wall, its right side against the right wall (as in the issue). */
const SINK_BASE: PlacementBody = {
  ...bodyInches('model_sink_base', { x: 120 - 2.25 - 18, z: BACK + 12 }, [36, 34.5, 24]),
  sinkFit: 'sinkBase',
};

/** The catalogue's undermount sink (30" x 9" x 18", resting 27" up), dropped at a floor point. */
function undermountSink(at: { x: number; z: number }): PlacementBody {
  return { ...bodyInches('model_sink', { ...at, y: 27 }, [30, 9, 18]), sinkFit: 'sink' };
}

describe('a decoration sink dropped on a sink base', () => {
  it('lands in it: inside its footprint, the rim flush with the countertop, inside the room', () => {
    const dropped = undermountSink({ x: 120 - 2.25 - 10, z: BACK + 8 });
    const result = resolvePlacement(dropped, { walls: ROOM, models: [SINK_BASE] }, SNAP);
    expect(result.resolved).toBe(true);
    const x = toInches(result.position.x);
    const z = toInches(result.position.z);
    const baseX = toInches(SINK_BASE.position.x);
    expect(x).toBeCloseTo(baseX, 6);
    expect(x + 15).toBeLessThanOrEqual(baseX + 18 + 1e-6);
    expect(z - 9).toBeGreaterThanOrEqual(BACK - 1e-6);
    expect(z + 9).toBeLessThanOrEqual(BACK + 24 + 1e-6);
    const rim = result.position.y + inches(9);
    expect(rim).toBeCloseTo(inches(34.5) + CABINET_MEASURES.countertopThickness, 9);
    expect(x).toBeLessThan(120 - 2.25);
  });

  it('turns to face the way the sink base faces', () => {
    const turnedBase = {
      ...SINK_BASE,
      angle: Math.PI / 2,
      position: { ...SINK_BASE.position, x: inches(60) },
    };
    const dropped = undermountSink({ x: 60, z: BACK + 12 });
    const result = resolvePlacement(dropped, { walls: [], models: [turnedBase] }, SNAP);
    expect(result.angle).toBeCloseTo(Math.PI / 2, 9);
  });

  it('meets nothing there: neither the sink nor its base is pushed by the other', () => {
    const dropped = undermountSink({ x: toInches(SINK_BASE.position.x), z: BACK + 12 });
    const landed = resolvePlacement(dropped, { walls: ROOM, models: [SINK_BASE] }, SNAP);
    const sinkThere = { ...dropped, position: landed.position, angle: landed.angle };
    expect(findCollisions(SINK_BASE, SINK_BASE, { walls: ROOM, models: [sinkThere] })).toEqual([]);
  });

  it('is pushed clear like any blocking model when dropped on another cabinet', () => {
    const plainBase = { ...SINK_BASE, sinkFit: null };
    const dropped = undermountSink({ x: toInches(SINK_BASE.position.x), z: BACK + 12 });
    const result = resolvePlacement(dropped, { walls: ROOM, models: [plainBase] }, SNAP);
    expect(toInches(result.position.y)).toBeCloseTo(27, 6);
    expect(findCollisions(dropped, result, { walls: ROOM, models: [plainBase] })).toEqual([]);
    expect(Math.abs(result.position.x - SINK_BASE.position.x)).toBeGreaterThan(inches(10));
  });
});
