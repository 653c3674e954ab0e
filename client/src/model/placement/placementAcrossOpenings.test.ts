import { inches, PlacedOpeningSchema, type OpeningKind } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { findCollisions } from './findCollisions';
import { openingBlockReason } from './openingBlockReason';
import { openingObstacle, type OpeningObstacle } from './openingObstacle';
import { openingObstruction } from './openingObstruction';
import type { PlacementBody } from './placementBody';
import { bodyInches, toInches, wallInches } from './placementFixtures';
import type { PlacementScene } from './placementScene';
import { resolvePlacement } from './resolvePlacement';

const SNAP = { snap: true, keepRotation: false };
/** A 240" wall along x at z = 0; a model backed onto its room side (+z) has its centre at 2.25 + depth / 2. */
const NORTH = wallInches('wall_north', { x: 0, z: 0 }, 240);
const NORTH_WALL = {
  id: 'wall_north',
  position: { x: 0, z: 0 },
  dimensions: { x: inches(240), y: inches(96), z: inches(4.5) },
  angle: 0,
};

/** An opening in the north wall, `left` inches from its start, sizes in inches. */
function openingInches(kind: OpeningKind, left: number, bottom: number, width: number, height: number) {
  const opening = PlacedOpeningSchema.parse({
    id: `opening_${kind.replace(/ /g, '')}`,
    opening_id: 'fixture',
    wall_id: 'wall_north',
    kind,
    position: { x: inches(left), y: inches(bottom), z: 0 },
    dimensions: { x: inches(width), y: inches(height), z: inches(6) },
  });
  return openingObstacle(opening, NORTH_WALL);
}

/** A 36" x 48" window centred 120" along the wall, its sill at 42". */
const WINDOW = openingInches('Single Window', 102, 42, 36, 48);
/** A 36" x 80" door centred 120" along the wall. */
const DOOR = openingInches('Interior Door', 102, 0, 36, 80);

function scene(...openings: OpeningObstacle[]): PlacementScene {
  return { walls: [NORTH], models: [], openings };
}

const wallCabinet = bodyInches('model_wall', { x: 120, y: 54, z: 9 }, [24, 30, 12], { restHeight: 54 });
const baseCabinet = bodyInches('model_base', { x: 120, z: 15 }, [24, 34.5, 24]);
const tallCabinet = bodyInches('model_tall', { x: 120, z: 15 }, [24, 84, 24]);

function clearOf(body: PlacementBody, at: PlacementScene) {
  const result = resolvePlacement(body, at, SNAP);
  return { x: toInches(result.position.x), resolved: result.resolved, result };
}

describe('placement across openings', () => {
  it('slides a wall cabinet dropped across a window along the wall until it is beside it', () => {
    const { x, resolved, result } = clearOf(wallCabinet, scene(WINDOW));
    expect(resolved).toBe(true);
    expect(Math.abs(x - 120)).toBeCloseTo(18 + 12, 6);
    expect(openingObstruction(wallCabinet, result, scene(WINDOW))).toBeNull();
  });

  it('leaves a wall cabinet where it was dropped when the wall has no window', () => {
    expect(clearOf(wallCabinet, scene()).x).toBeCloseTo(120, 6);
  });

  it('lets a base cabinet stand under a window, below its sill', () => {
    expect(clearOf(baseCabinet, scene(WINDOW)).x).toBeCloseTo(120, 6);
  });

  it('slides a tall cabinet off a door, and a base cabinet too, since nothing stands in a doorway', () => {
    for (const body of [tallCabinet, baseCabinet]) {
      const { x, resolved } = clearOf(body, scene(DOOR));
      expect(resolved).toBe(true);
      expect(Math.abs(x - 120)).toBeCloseTo(18 + 12, 6);
    }
  });

  it("keeps a door's passage clear in front of it, not only the wall", () => {
    const standingOff = bodyInches('model_tall', { x: 120, z: 2.25 + 12 + 10 }, [24, 84, 24]);
    expect(findCollisions(standingOff, standingOff, scene(DOOR)).map((hit) => hit.kind)).toEqual(['opening']);
    expect(findCollisions(standingOff, standingOff, scene(WINDOW))).toEqual([]);
  });

  it('does not block a decoration that lifts, nor one that ignores collision', () => {
    for (const collision of ['lift', 'ignore'] as const) {
      const vase = bodyInches('model_vase', { x: 120, y: 45, z: 6 }, [6, 10, 6], {
        collision,
        restHeight: 45,
      });
      expect(findCollisions(vase, vase, scene(WINDOW)).some((hit) => hit.kind === 'opening')).toBe(false);
    }
  });

  it('names the opening a model stands across, the deepest of several, and none once clear', () => {
    const narrow = openingInches('Window Opening', 126, 42, 12, 24);
    const both = scene(WINDOW, narrow);
    expect(openingObstruction(wallCabinet, wallCabinet, both)?.kind).toBe('Single Window');
    const beside = { ...wallCabinet.position, x: inches(120 - 30) };
    expect(openingObstruction(wallCabinet, { position: beside, angle: 0 }, both)).toBeNull();
  });
});

describe('openingBlockReason', () => {
  it('says what cannot be placed across what', () => {
    expect(openingBlockReason('wall', 'Single Window')).toBe(
      'A wall cabinet cannot be placed across a window.',
    );
    expect(openingBlockReason('tall', 'Interior Door')).toBe(
      'A tall cabinet cannot be placed across a door.',
    );
    expect(openingBlockReason('appliance', 'Garage Door')).toBe(
      'An appliance cannot be placed across a door.',
    );
    expect(openingBlockReason('base', 'Door Opening')).toBe(
      'A base cabinet cannot be placed across a door opening.',
    );
  });
});
