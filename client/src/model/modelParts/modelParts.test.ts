import { APPLIANCE_TYPES, MODEL_SUBCATEGORIES, MODEL_TYPES, PROGRAM_KEYS } from '@kitchensync/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CABINET_MEASURES, INCH } from './cabinetMeasures';
import type { ModelPart, PartRole } from './ModelPart';
import { modelEnvelope } from './modelEnvelope';
import { modelParts } from './modelParts';
import { placedModelFixture } from './placedModelFixture';

const EPSILON = 1e-9;
const count = (parts: ModelPart[], role: PartRole) => parts.filter((part) => part.role === role).length;
const ofRole = (parts: ModelPart[], role: PartRole) => parts.filter((part) => part.role === role);

/** Names from the default catalogue, whose words pick shapes (double oven, French door, stool…). */
const NAMES = [
  'Base 30"',
  'Three Drawer Base 18"',
  'Blind Corner Base 42"',
  'Lazy Susan Corner Base 36"',
  'Wine Rack Base 12"',
  'Microwave Drawer Base 30"',
  'Glass Door Wall 30" x 42"',
  'Microwave Shelf Wall 30" x 18"',
  'Diagonal Corner Wall 24" x 30"',
  'Double Oven Tall 30" x 90"',
  'Double Hang 30"',
  'French Door Refrigerator 36"',
  'Top-freezer Refrigerator 28"',
  'Built-in Side-by-side Refrigerator 42"',
  'Clothes Dryer 27"',
  'Professional Range 36"',
  'Gas Cooktop 36"',
  'Island Hood 42"',
  'Microwave Drawer 24"',
  'Counter Stool',
  'Armchair',
  'Chandelier',
  'Roman Shade',
  'Ceiling Fan 52"',
  'Fruit Bowl',
  'Structural Column',
  "Toe Kick 8'",
  '',
];

const modelArbitrary = fc
  .record({
    modelType: fc.constantFrom(...MODEL_TYPES),
    subcategoryPick: fc.nat(),
    applianceType: fc.option(fc.constantFrom(...APPLIANCE_TYPES)),
    modelName: fc.constantFrom(...NAMES),
    width: fc.double({ min: 0, max: 4, noNaN: true }),
    height: fc.double({ min: 0, max: 3, noNaN: true }),
    depth: fc.double({ min: 0, max: 3, noNaN: true }),
    inverted: fc.boolean(),
    handlesDefaultSide: fc.constantFrom('left', 'right'),
    handles: fc.constantFrom(
      null,
      'none',
      'bar-128-ss',
      'knob-32-bk',
      'cup-76-br',
      'edge-pull-al',
      'mystery',
    ),
    toeKick: fc.boolean(),
    countertop: fc.boolean(),
    overhang: fc.record({
      left: fc.double({ min: 0, max: 0.5, noNaN: true }),
      right: fc.double({ min: 0, max: 0.5, noNaN: true }),
      top: fc.double({ min: 0, max: 0.5, noNaN: true }),
      bottom: fc.double({ min: 0, max: 0.5, noNaN: true }),
    }),
    glass: fc.boolean(),
    diagonal: fc.boolean(),
    backHidden: fc.boolean(),
    crownMolding: fc.boolean(),
    crownLeftMolding: fc.boolean(),
    crownRightMolding: fc.boolean(),
  })
  .map(({ subcategoryPick, width, height, depth, glass, diagonal, ...fields }) => {
    const subcategories: readonly string[] = MODEL_SUBCATEGORIES[fields.modelType];
    return placedModelFixture({
      ...fields,
      modelSubcategory:
        subcategories.length === 0 ? '' : subcategories[subcategoryPick % subcategories.length],
      programKeys: [...(glass ? ['glass'] : []), ...(diagonal ? [PROGRAM_KEYS.diagonalCorner] : [])],
      dimensions: { width, height, depth },
    });
  });

describe('modelParts', () => {
  it('keeps every part inside the model envelope, with a real size, whatever the model', () => {
    fc.assert(
      fc.property(modelArbitrary, (model) => {
        const envelope = modelEnvelope(model);
        for (const part of modelParts(model)) {
          for (const axis of ['x', 'y', 'z'] as const) {
            expect(part.size[axis]).toBeGreaterThan(0);
            expect(Number.isFinite(part.center[axis])).toBe(true);
            expect(part.center[axis] - part.size[axis] / 2).toBeGreaterThanOrEqual(
              envelope[`${axis}0`] - EPSILON,
            );
            expect(part.center[axis] + part.size[axis] / 2).toBeLessThanOrEqual(
              envelope[`${axis}1`] + EPSILON,
            );
          }
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('draws the plain model mirrored, and nothing else changed, when it is inverted', () => {
    fc.assert(
      fc.property(modelArbitrary, (model) => {
        const plain = modelParts({
          ...model,
          inverted: false,
          countertop: false,
          crownMolding: false,
          crownLeftMolding: false,
          crownRightMolding: false,
        });
        const inverted = modelParts({
          ...model,
          inverted: true,
          countertop: false,
          crownMolding: false,
          crownLeftMolding: false,
          crownRightMolding: false,
        });
        expect(inverted).toEqual(
          plain.map((part) => ({ ...part, center: { ...part.center, x: 0 - part.center.x } })),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('gives every model type and subcategory of the catalogue something to see at catalogue size', () => {
    for (const modelType of MODEL_TYPES) {
      const subcategories: readonly string[] = MODEL_SUBCATEGORIES[modelType];
      for (const modelSubcategory of subcategories.length === 0 ? [''] : subcategories) {
        const model = placedModelFixture({
          modelType,
          modelSubcategory,
          applianceType: modelType === 'appliance' ? 'refrigerator' : null,
        });
        expect(modelParts(model).length, `${modelType}/${modelSubcategory}`).toBeGreaterThan(0);
      }
    }
  });

  it('gives a drawer base as many drawer fronts as its name says, each with a handle', () => {
    const three = modelParts(
      placedModelFixture({
        modelType: 'base',
        modelSubcategory: 'drawer',
        modelName: 'Three Drawer Base 18"',
        inches: [18, 34.5, 24],
      }),
    );
    expect(count(three, 'drawerFront')).toBe(3);
    expect(count(three, 'handle')).toBe(3);
    expect(count(three, 'door')).toBe(0);
    const four = modelParts(
      placedModelFixture({
        modelType: 'closets',
        modelSubcategory: 'garage drawers',
        modelName: 'Garage Drawer Base 30"',
      }),
    );
    expect(count(four, 'drawerFront')).toBe(4);
  });

  it('stacks drawers bottom to top with the deepest at the bottom', () => {
    const fronts = ofRole(
      modelParts(
        placedModelFixture({
          modelType: 'base',
          modelSubcategory: 'drawer',
          modelName: 'Three Drawer Base 18"',
        }),
      ),
      'drawerFront',
    );
    const byHeight = [...fronts].sort((a, b) => a.center.y - b.center.y);
    expect(byHeight[0]!.size.y).toBeGreaterThan(byHeight[2]!.size.y);
  });

  it('puts a single door handle on the handles side, and on the other side when the model is inverted', () => {
    const door = {
      modelType: 'base',
      modelSubcategory: 'regular',
      modelName: 'Base 15"',
      inches: [15, 34.5, 24],
    } as const;
    const doorHandle = (parts: ModelPart[]) =>
      ofRole(parts, 'handle').find((handle) => handle.size.y > handle.size.x)!;
    expect(
      doorHandle(modelParts(placedModelFixture({ ...door, handlesDefaultSide: 'left' }))).center.x,
    ).toBeLessThan(0);
    expect(
      doorHandle(modelParts(placedModelFixture({ ...door, handlesDefaultSide: 'left', inverted: true })))
        .center.x,
    ).toBeGreaterThan(0);
    expect(
      doorHandle(modelParts(placedModelFixture({ ...door, handlesDefaultSide: 'right' }))).center.x,
    ).toBeGreaterThan(0);
  });

  it('splits a front wider than 21 inches into a pair of doors whose handles meet in the middle', () => {
    const parts = modelParts(
      placedModelFixture({ modelType: 'wall', modelSubcategory: '30', inches: [30, 30, 12] }),
    );
    const doors = ofRole(parts, 'door');
    expect(doors).toHaveLength(2);
    const handles = ofRole(parts, 'handle').map((handle) => handle.center.x);
    expect(handles.every((x) => Math.abs(x) < 0.1)).toBe(true);
    // Wall cabinet handles sit low, where a hand reaches up to them.
    expect(ofRole(parts, 'handle').every((handle) => handle.center.y < (30 * INCH) / 2)).toBe(true);
  });

  it('fronts a sink base with a false drawer front that has no handle, and doors below', () => {
    const parts = modelParts(
      placedModelFixture({
        modelType: 'base',
        modelSubcategory: 'sink',
        modelName: 'Sink Base 36"',
        inches: [36, 34.5, 24],
      }),
    );
    expect(count(parts, 'drawerFront')).toBe(1);
    expect(count(parts, 'door')).toBe(2);
    expect(count(parts, 'handle')).toBe(2);
  });

  it('draws a filler as one plain panel', () => {
    const parts = modelParts(
      placedModelFixture({ modelType: 'base', modelSubcategory: 'filler', inches: [3, 34.5, 0.75] }),
    );
    expect(parts.map((part) => part.role)).toEqual(['panel']);
  });

  it('stands a base cabinet on a toe kick board when it has one, and on legs when not', () => {
    const base = { modelType: 'base', modelSubcategory: 'regular' } as const;
    const withBoard = modelParts(placedModelFixture({ ...base, toeKick: true }));
    expect(count(withBoard, 'toeKick')).toBe(1);
    const board = ofRole(withBoard, 'toeKick')[0]!;
    expect(board.size.y).toBeCloseTo(CABINET_MEASURES.toeKickHeight, 9);
    expect(board.center.z + board.size.z / 2).toBeCloseTo(
      (24 * INCH) / 2 - CABINET_MEASURES.toeKickSetback,
      9,
    );
    const onLegs = modelParts(placedModelFixture({ ...base, toeKick: false }));
    expect(count(onLegs, 'toeKick')).toBe(0);
    expect(count(onLegs, 'hardware')).toBe(4);
  });

  it('lays the countertop on top with its nosing and overhangs, only on cabinets that sit low', () => {
    const base = placedModelFixture({
      modelType: 'base',
      countertop: true,
      overhang: { left: 0.1, right: 0, top: 0, bottom: 0.05 },
    });
    const [top] = ofRole(modelParts(base), 'countertop');
    expect(top).toBeDefined();
    expect(top!.center.y - top!.size.y / 2).toBeCloseTo(34.5 * INCH, 9);
    expect(top!.size.x).toBeCloseTo(30 * INCH + 0.1, 9);
    expect(top!.center.z + top!.size.z / 2).toBeCloseTo(
      12 * INCH + CABINET_MEASURES.countertopNosing + 0.05,
      9,
    );
    expect(count(modelParts(placedModelFixture({ modelType: 'wall', countertop: true })), 'countertop')).toBe(
      0,
    );
    expect(
      count(
        modelParts(
          placedModelFixture({ modelType: 'decoration', modelSubcategory: 'rug', countertop: true }),
        ),
        'countertop',
      ),
    ).toBe(0);
  });

  it('glazes glass wall cabinets and shows their shelves, and only those', () => {
    const glass = modelParts(
      placedModelFixture({
        modelType: 'wall',
        modelSubcategory: 'specialty',
        modelName: 'Glass Door Wall 30" x 42"',
        programKeys: ['glass'],
        inches: [30, 42, 12],
      }),
    );
    expect(count(glass, 'glass')).toBe(2);
    expect(count(glass, 'interior')).toBeGreaterThan(1);
    expect(
      count(
        modelParts(placedModelFixture({ modelType: 'wall', modelSubcategory: '42', inches: [30, 42, 12] })),
        'glass',
      ),
    ).toBe(0);
  });

  it('opens a tall oven cabinet for its oven, taller for a double oven', () => {
    const opening = (modelName: string) =>
      ofRole(
        modelParts(
          placedModelFixture({
            modelType: 'tall',
            modelSubcategory: 'oven',
            modelName,
            inches: [30, 90, 24],
          }),
        ),
        'applianceDetail',
      )[0]!.size.y;
    expect(opening('Single Oven Tall 30" x 90"')).toBeGreaterThan(0.6);
    expect(opening('Double Oven Tall 30" x 90"')).toBeGreaterThan(opening('Single Oven Tall 30" x 90"'));
  });

  it('draws an L-shaped corner cabinet with a pair of doors into its notch', () => {
    const parts = modelParts(
      placedModelFixture({
        modelType: 'base',
        modelSubcategory: 'corner',
        modelName: 'Lazy Susan Corner Base 36"',
        programKeys: [PROGRAM_KEYS.diagonalCorner],
        inches: [36, 34.5, 36],
      }),
    );
    expect(count(parts, 'door')).toBe(2);
    expect(count(parts, 'carcass')).toBe(2);
  });

  it('lays an L-shaped corner cabinet countertop along its arms, leaving the notch open, on either side', () => {
    const corner = (inverted: boolean) =>
      placedModelFixture({
        modelType: 'base',
        modelSubcategory: 'corner',
        modelName: 'Lazy Susan Corner Base 36"',
        programKeys: [PROGRAM_KEYS.diagonalCorner],
        countertop: true,
        inverted,
        inches: [36, 34.5, 36],
      });
    const covers = (part: ModelPart, x: number, z: number) =>
      Math.abs(part.center.x - x) <= part.size.x / 2 && Math.abs(part.center.z - z) <= part.size.z / 2;
    const half = (36 * INCH) / 2;
    for (const inverted of [false, true]) {
      const tops = ofRole(modelParts(corner(inverted)), 'countertop');
      expect(tops).toHaveLength(2);
      const notch = { x: inverted ? -half + 0.01 : half - 0.01, z: half - 0.01 };
      const backCorner = { x: inverted ? half - 0.01 : -half + 0.01, z: -half + 0.01 };
      const sideEnd = { x: inverted ? half - 0.01 : -half + 0.01, z: half - 0.01 };
      expect(tops.some((top) => covers(top, notch.x, notch.z))).toBe(false);
      expect(tops.some((top) => covers(top, backCorner.x, backCorner.z))).toBe(true);
      expect(tops.some((top) => covers(top, sideEnd.x, sideEnd.z))).toBe(true);
    }
  });

  it('puts a blind corner cabinet blind panel on the side away from its handles', () => {
    const parts = modelParts(
      placedModelFixture({
        modelType: 'base',
        modelSubcategory: 'corner',
        modelName: 'Blind Corner Base 42"',
        handlesDefaultSide: 'left',
        inches: [42, 34.5, 24],
      }),
    );
    const [blind] = ofRole(parts, 'panel');
    expect(blind!.center.x).toBeGreaterThan(0);
  });

  it('draws the handles a model chose, the design choice when it chose Default, and none for None', () => {
    const base = { modelType: 'base', modelSubcategory: 'regular', inches: [15, 34.5, 24] } as const;
    expect(count(modelParts(placedModelFixture({ ...base, handles: 'none' })), 'handle')).toBe(0);
    const knobs = ofRole(modelParts(placedModelFixture({ ...base, handles: 'knob-32-bk' })), 'handle');
    expect(
      knobs.every((knob) => Math.abs(knob.size.x - 0.032) < 1e-9 && Math.abs(knob.size.y - 0.032) < 1e-9),
    ).toBe(true);
    expect(count(modelParts(placedModelFixture({ ...base, handles: null }), 'none'), 'handle')).toBe(0);
    expect(count(modelParts(placedModelFixture({ ...base, handles: 'bar-160-bk' }), 'none'), 'handle')).toBe(
      2,
    );
  });

  it('gives ranges a burner per cooking zone: four at 30 inches, six at 36', () => {
    const range = (width: number) =>
      count(
        modelParts(
          placedModelFixture({
            modelType: 'appliance',
            modelSubcategory: 'stainless steel',
            applianceType: 'range and oven',
            modelName: `Freestanding Range ${width}"`,
            inches: [width, 36, 27],
          }),
        ),
        'burner',
      );
    expect(range(30)).toBe(4);
    expect(range(36)).toBe(6);
  });

  it('tells refrigerators apart: French doors over a drawer, side by side, top freezer', () => {
    const fridge = (modelName: string, inches: [number, number, number]) =>
      modelParts(
        placedModelFixture({
          modelType: 'appliance',
          modelSubcategory: 'stainless steel',
          applianceType: 'refrigerator',
          modelName,
          inches,
        }),
      );
    const french = fridge('French Door Refrigerator 36"', [36, 70, 35]);
    expect(count(french, 'applianceBody')).toBe(4);
    expect(count(french, 'handle')).toBe(3);
    const sideBySide = fridge('Built-in Side-by-side Refrigerator 42"', [42, 84, 24]);
    const doors = ofRole(sideBySide, 'applianceBody').filter((part) => part.size.y > 2);
    expect(doors).toHaveLength(3);
    const topFreezer = fridge('Top-freezer Refrigerator 28"', [28, 66, 30]);
    const fronts = ofRole(topFreezer, 'applianceBody')
      .slice(1)
      .sort((a, b) => b.center.y - a.center.y);
    expect(fronts[0]!.size.y).toBeLessThan(fronts[1]!.size.y);
  });

  it('draws a dishwasher with a handle across its door and a dryer with a porthole and no handle', () => {
    const appliance = (modelName: string, inches: [number, number, number]) =>
      modelParts(
        placedModelFixture({
          modelType: 'appliance',
          modelSubcategory: 'white',
          applianceType: 'dishwasher and dryer',
          modelName,
          inches,
        }),
      );
    expect(count(appliance('Dishwasher 24"', [24, 34, 24]), 'handle')).toBe(1);
    expect(count(appliance('Clothes Dryer 27"', [27, 39, 31]), 'handle')).toBe(0);
  });

  it('gives panel-ready appliances cabinet doors instead of a metal front', () => {
    const parts = modelParts(
      placedModelFixture({
        modelType: 'appliance',
        modelSubcategory: 'appliances',
        applianceType: 'dishwasher and dryer',
        modelName: 'Panel-ready Dishwasher 24"',
        inches: [24, 34, 24],
      }),
    );
    expect(count(parts, 'door')).toBe(1);
  });

  it('hangs two rods in a double hang closet and one in a long hang', () => {
    const rods = (modelName: string) =>
      count(
        modelParts(
          placedModelFixture({
            modelType: 'closets',
            modelSubcategory: 'hanging',
            modelName,
            inches: [30, 84, 14],
          }),
        ),
        'hardware',
      );
    expect(rods('Double Hang 30"')).toBe(2);
    expect(rods('Long Hang 30"')).toBe(1);
  });

  it('leaves out the back panel of an open unit whose back is hidden', () => {
    const shelves = (backHidden: boolean) =>
      count(
        modelParts(
          placedModelFixture({
            modelType: 'closets',
            modelSubcategory: 'shelves',
            backHidden,
            inches: [30, 84, 14],
          }),
        ),
        'interior',
      );
    expect(shelves(false) - shelves(true)).toBe(1);
  });

  it('draws nothing for a model with no size', () => {
    expect(modelParts(placedModelFixture({ modelType: 'base', inches: [0, 0, 0] }))).toEqual([]);
  });
});
