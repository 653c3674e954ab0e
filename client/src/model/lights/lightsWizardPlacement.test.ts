import { inches } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import {
  lightsWizardPlacement,
  runStations,
  type WizardExistingLight,
  type WizardModel,
  type WizardWall,
} from './lightsWizardPlacement';
import { LIGHTS_WIZARD_RULES } from './lightsWizardRules';

const THICKNESS = inches(4.5);
const HIGH = { intensity: 1.3, height: inches(90) };

/** A wall from `start` heading `angle` (counter-clockwise seen from above), lengths in inches. */
function wall(lengthInches: number, angle = 0, start = { x: 0, z: 0 }, heightInches = 96): WizardWall {
  return {
    visible: true,
    position: start,
    angle,
    dimensions: { x: inches(lengthInches), y: inches(heightInches), z: THICKNESS },
  };
}

/** A 24"-deep base cabinet standing against the angle-0 wall's +z face, its centre `centre` inches along. */
function cabinetOnFront(centre: number, width = 36): WizardModel {
  return {
    visible: true,
    position: { x: inches(centre), z: THICKNESS / 2 + inches(12) },
    rotation: { y: 0 },
    dimensions: { width: inches(width), depth: inches(24) },
  };
}

function cabinetOnBack(centre: number, width = 36): WizardModel {
  return {
    visible: true,
    position: { x: inches(centre), z: -(THICKNESS / 2 + inches(12)) },
    rotation: { y: Math.PI },
    dimensions: { width: inches(width), depth: inches(24) },
  };
}

const toInches = (meters: number) => Math.round((meters / inches(1)) * 100) / 100;

describe('the Lights Wizard’s placement', () => {
  it('hangs lights along a bare wall 32" in from its ends, evenly at least 24" apart, 20" out from its face, at the level’s height and intensity', () => {
    const placed = lightsWizardPlacement({
      islands: [],
      walls: [wall(144)],
      models: [],
      lights: [],
      level: HIGH,
    });
    expect(placed.map((light) => toInches(light.x))).toEqual([32, 58.67, 85.33, 112]);
    for (const light of placed) {
      expect(light.z).toBeCloseTo(THICKNESS / 2 + inches(20), 9);
      expect(light.height).toBeCloseTo(inches(90), 9);
      expect(light.intensity).toBe(1.3);
    }
  });

  it('follows the run of cabinets, not the whole wall, on the side they stand', () => {
    const onFront = lightsWizardPlacement({
      islands: [],
      walls: [wall(144)],
      models: [cabinetOnFront(54), cabinetOnFront(90), cabinetOnFront(126)],
      lights: [],
      level: HIGH,
    });
    expect(onFront.map((light) => toInches(light.x))).toEqual([68, 112]);
    expect(onFront.every((light) => light.z > 0)).toBe(true);

    const onBack = lightsWizardPlacement({
      islands: [],
      walls: [wall(144)],
      models: [cabinetOnBack(54), cabinetOnBack(90), cabinetOnBack(126)],
      lights: [],
      level: HIGH,
    });
    expect(onBack.map((light) => toInches(light.x))).toEqual([68, 112]);
    for (const light of onBack) expect(light.z).toBeCloseTo(-(THICKNESS / 2 + inches(20)), 9);
  });

  it('puts one light at the middle of a run too short for both end offsets', () => {
    expect(runStations(0, inches(60)).map(toInches)).toEqual([30]);
    const placed = lightsWizardPlacement({
      islands: [],
      walls: [wall(144)],
      models: [cabinetOnFront(18)],
      lights: [],
      level: HIGH,
    });
    expect(placed.map((light) => toInches(light.x))).toEqual([18]);
  });

  it('never places two lights closer than 24": where two runs meet in a corner, and beside a light placed by hand', () => {
    // An L: two walls from one corner, where the first lights of both runs would stand 14" apart.
    const walls = [wall(144, 0), wall(120, Math.PI / 2)];
    const placed = lightsWizardPlacement({ walls, islands: [], models: [], lights: [], level: HIGH });
    for (const [index, light] of placed.entries())
      for (const other of placed.slice(index + 1))
        expect(Math.hypot(light.x - other.x, light.z - other.z)).toBeGreaterThanOrEqual(
          LIGHTS_WIZARD_RULES.spacing - 1e-9,
        );
    const byHand: WizardExistingLight = { x: inches(58), z: THICKNESS / 2 + inches(20), shadow: false };
    const around = lightsWizardPlacement({
      islands: [],
      walls: [wall(144)],
      models: [],
      lights: [byHand],
      level: HIGH,
    });
    expect(around.map((light) => toInches(light.x))).toEqual([32, 85.33, 112]);
  });

  it('hangs lights on the side of a bare wall that faces the room’s middle', () => {
    // A square room drawn clockwise and counter-clockwise: every light lands inside it either way.
    const side = 144;
    const counterClockwise = [
      wall(side, 0, { x: 0, z: 0 }),
      wall(side, -Math.PI / 2, { x: inches(side), z: 0 }),
      wall(side, Math.PI, { x: inches(side), z: inches(side) }),
      wall(side, Math.PI / 2, { x: 0, z: inches(side) }),
    ];
    const reversed = counterClockwise.map((each) => {
      const end = {
        x: each.position.x + Math.cos(each.angle) * each.dimensions.x,
        z: each.position.z - Math.sin(each.angle) * each.dimensions.x,
      };
      return { ...each, position: end, angle: each.angle + Math.PI };
    });
    for (const walls of [counterClockwise, reversed]) {
      const placed = lightsWizardPlacement({ walls, islands: [], models: [], lights: [], level: HIGH });
      expect(placed.length).toBeGreaterThan(8);
      for (const light of placed) {
        expect(light.x).toBeGreaterThan(0);
        expect(light.x).toBeLessThan(inches(side));
        expect(light.z).toBeGreaterThan(0);
        expect(light.z).toBeLessThan(inches(side));
      }
    }
  });

  it('lets lights cast shadows only while the design stays within the cap of 12 shadow lights', () => {
    const long = lightsWizardPlacement({
      islands: [],
      walls: [wall(600)],
      models: [],
      lights: [],
      level: HIGH,
    });
    expect(long.length).toBeGreaterThan(LIGHTS_WIZARD_RULES.maxShadowLights);
    expect(long.filter((light) => light.shadow)).toHaveLength(12);
    expect(long.slice(0, 12).every((light) => light.shadow)).toBe(true);
    const existing = Array.from({ length: 10 }, (_, index) => ({ x: -100 - index, z: -100, shadow: true }));
    const withTen = lightsWizardPlacement({
      islands: [],
      walls: [wall(600)],
      models: [],
      lights: existing,
      level: HIGH,
    });
    expect(withTen.filter((light) => light.shadow)).toHaveLength(2);
  });

  it('stops after 100 lights (the loop limit)', () => {
    const huge = lightsWizardPlacement({
      islands: [],
      walls: [wall(24 * 300)],
      models: [],
      lights: [],
      level: HIGH,
    });
    expect(huge).toHaveLength(LIGHTS_WIZARD_RULES.loopLimit);
  });

  it('hangs no light above the ceiling, and ignores hidden walls and hidden models', () => {
    const low = lightsWizardPlacement({
      islands: [],
      walls: [wall(144, 0, { x: 0, z: 0 }, 80)],
      models: [],
      lights: [],
      level: HIGH,
    });
    expect(low.every((light) => Math.abs(light.height - inches(80)) < 1e-9)).toBe(true);
    expect(
      lightsWizardPlacement({
        islands: [],
        walls: [{ ...wall(144), visible: false }],
        models: [],
        lights: [],
        level: HIGH,
      }),
    ).toEqual([]);
    const hiddenRun = lightsWizardPlacement({
      islands: [],
      walls: [wall(144)],
      models: [{ ...cabinetOnBack(18), visible: false }],
      lights: [],
      level: HIGH,
    });
    expect(hiddenRun).toHaveLength(4);
  });

  it('uses the spec’s constants: spacing 24, end offsets 32, clearance 20 (inches), loop limit 100', () => {
    expect(LIGHTS_WIZARD_RULES.spacing).toBeCloseTo(inches(24), 12);
    expect(LIGHTS_WIZARD_RULES.endOffset).toBeCloseTo(inches(32), 12);
    expect(LIGHTS_WIZARD_RULES.clearance).toBeCloseTo(inches(20), 12);
    expect(LIGHTS_WIZARD_RULES.loopLimit).toBe(100);
  });
});
