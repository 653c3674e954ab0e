import { inches } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { islandLightRow, type WizardIsland } from './islandLightRow';
import { lightsWizardPlacement, type WizardModel } from './lightsWizardPlacement';
import { LIGHTS_WIZARD_RULES } from './lightsWizardRules';

const HIGH = { intensity: 1.3, height: inches(90) };
const toInches = (meters: number) => Math.round((meters / inches(1)) * 100) / 100 + 0;

/** A 96" island wall along +x at z = 100": its right as drawn is the +z side. */
const island: WizardIsland = {
  visible: true,
  firstPoint: { x: 0, z: inches(100) },
  lastPoint: { x: inches(96), z: inches(100) },
};

/** A 24"-deep base cabinet backed onto the island line on its +z side (facing +z) or its -z side. */
function onIsland(left: number, width: number, side: 'plusZ' | 'minusZ'): WizardModel {
  return {
    visible: true,
    position: { x: inches(left + width / 2), z: inches(side === 'plusZ' ? 112 : 88) },
    rotation: { y: side === 'plusZ' ? 0 : Math.PI },
    dimensions: { width: inches(width), depth: inches(24) },
  };
}

const onePlusZ = [onIsland(6, 36, 'plusZ'), onIsland(42, 36, 'plusZ'), onIsland(78, 18, 'plusZ')];

describe('islandLightRow', () => {
  it('runs along a one-sided island’s cabinets over the middle of their tops, half a cabinet’s depth out', () => {
    const row = islandLightRow(island, onePlusZ);
    expect([toInches(row.from), toInches(row.to)]).toEqual([6, 96]);
    expect(toInches(row.origin.z)).toBe(112);
    expect(row.along.x).toBeCloseTo(1, 12);
    expect(row.along.z).toBeCloseTo(0, 12);
  });

  it('runs along the island line itself when cabinets stand back to back', () => {
    const row = islandLightRow(island, [...onePlusZ, onIsland(0, 30, 'minusZ'), onIsland(30, 30, 'minusZ')]);
    expect([toInches(row.from), toInches(row.to)]).toEqual([0, 96]);
    expect(toInches(row.origin.z)).toBe(100);
  });

  it('runs the whole island wall when nothing stands on it, and ignores cabinets not backed onto it', () => {
    const elsewhere: WizardModel = {
      ...onIsland(6, 36, 'plusZ'),
      position: { x: inches(24), z: inches(150) },
    };
    const row = islandLightRow(island, [elsewhere]);
    expect([toInches(row.from), toInches(row.to), toInches(row.origin.z)]).toEqual([0, 96, 100]);
  });

  it('is the same over the same cabinets whichever way the island wall was drawn', () => {
    const reversed = { ...island, firstPoint: island.lastPoint, lastPoint: island.firstPoint };
    const row = islandLightRow(reversed, onePlusZ);
    expect([toInches(row.from), toInches(row.to), toInches(row.origin.z)]).toEqual([0, 90, 112]);
  });
});

describe('the Lights Wizard over an island', () => {
  it('hangs a row of lights over the island, 32" in from its cabinets’ ends and at least 24" apart, at the level’s height', () => {
    const placed = lightsWizardPlacement({
      walls: [],
      islands: [island],
      models: onePlusZ,
      lights: [],
      level: HIGH,
    });
    expect(placed.map((light) => toInches(light.x))).toEqual([38, 64]);
    for (const light of placed) {
      expect(toInches(light.z)).toBe(112);
      expect(light.height).toBeCloseTo(inches(90), 9);
      expect(light.intensity).toBe(1.3);
    }
    for (const [index, light] of placed.entries())
      for (const other of placed.slice(index + 1))
        expect(Math.hypot(light.x - other.x, light.z - other.z)).toBeGreaterThanOrEqual(
          LIGHTS_WIZARD_RULES.spacing - 1e-9,
        );
  });

  it('lights the island as well as the walls, under the walls’ top, and leaves a hidden island dark', () => {
    const wall = {
      visible: true,
      position: { x: 0, z: 0 },
      angle: 0,
      dimensions: { x: inches(144), y: inches(84), z: inches(4.5) },
    };
    const withIsland = lightsWizardPlacement({
      walls: [wall],
      islands: [island],
      models: onePlusZ,
      lights: [],
      level: HIGH,
    });
    const overIsland = withIsland.filter((light) => toInches(light.z) === 112);
    expect(overIsland).toHaveLength(2);
    expect(withIsland.length).toBe(overIsland.length + 4);
    expect(withIsland.every((light) => Math.abs(light.height - inches(84)) < 1e-9)).toBe(true);
    const hidden = lightsWizardPlacement({
      walls: [wall],
      islands: [{ ...island, visible: false }],
      models: onePlusZ,
      lights: [],
      level: HIGH,
    });
    expect(hidden).toHaveLength(4);
  });
});
