import {
  BacksplashSchema,
  inches,
  PlacedModelSchema,
  PlacedOpeningSchema,
  type BacksplashSize,
  type PlacedModel,
} from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { wallInches } from '../openings/openingFixtures';
import { autoBacksplashWalls } from './autoBacksplashWalls';
import { backsplashStrips, type BacksplashStrip } from './backsplashStrips';

const inInches = (meters: number) => Math.round((meters / inches(1)) * 1000) / 1000;

/** A cabinet with its back on the room face of a wall along +x from the origin (4.5" thick). */
function against(
  id: string,
  left: number,
  [width, height, depth]: [number, number, number],
  fields: Partial<PlacedModel> = {},
  bottom = 0,
): PlacedModel {
  return PlacedModelSchema.parse({
    id: `model_${id}`,
    catalogModelId: id,
    modelCode: id,
    modelType: 'base',
    position: { x: inches(left + width / 2), y: inches(bottom), z: inches(2.25 + depth / 2) },
    dimensions: { width: inches(width), height: inches(height), depth: inches(depth) },
    countertop: true,
    ...fields,
  });
}

const wall = { ...wallInches({ x: 0, z: 0 }, 144), id: 'wall_main' };
const bare = { ...wallInches({ x: 0, z: inches(200) }, 144), id: 'wall_bare' };
/** Base cabinets 0–60" and 84–120"; a wall cabinet over 0–30", 54" up. */
const models = [
  against('B60', 0, [60, 34.5, 24]),
  against('B36', 84, [36, 34.5, 24]),
  against('W3030', 0, [30, 30, 12], { modelType: 'wall', countertop: false }, 54),
];
const window = PlacedOpeningSchema.parse({
  id: 'opening_window',
  opening_id: 'window-24',
  wall_id: 'wall_main',
  kind: 'Single Window',
  name: 'Window',
  position: { x: inches(90), y: inches(44), z: 0 },
  dimensions: { x: inches(24), y: inches(36), z: inches(4.5) },
});

function strips(size: BacksplashSize, fields: { height?: number; openings?: boolean } = {}) {
  return backsplashStrips({
    walls: [wall, bare],
    models,
    openings: fields.openings === false ? [] : [window],
    backsplash: BacksplashSchema.parse({
      walls: ['wall_main', 'wall_bare'],
      size,
      height: fields.height,
    }),
  }).map((strip: BacksplashStrip) => ({
    wall: strip.wallId,
    face: strip.face,
    x: [inInches(strip.x0), inInches(strip.x1)],
    y: [inInches(strip.y0), inInches(strip.y1)],
  }));
}

describe('backsplashStrips', () => {
  it('lays a Small backsplash 4" high on the countertops of the chosen wall, room side, none on a wall without cabinets', () => {
    expect(strips('small', { openings: false })).toEqual([
      { wall: 'wall_main', face: 1, x: [0, 60], y: [36, 40] },
      { wall: 'wall_main', face: 1, x: [84, 120], y: [36, 40] },
    ]);
  });

  it('raises a Custom backsplash to the entered height, never above the wall cabinet over it', () => {
    expect(strips('custom', { height: inches(24), openings: false })).toEqual([
      { wall: 'wall_main', face: 1, x: [0, 30], y: [36, 54] },
      { wall: 'wall_main', face: 1, x: [30, 60], y: [36, 60] },
      { wall: 'wall_main', face: 1, x: [84, 120], y: [36, 60] },
    ]);
  });

  it('fills a Big backsplash up to the wall cabinet above, and 18" where no cabinet hangs', () => {
    expect(strips('big', { openings: false })).toEqual([
      { wall: 'wall_main', face: 1, x: [0, 60], y: [36, 54] },
      { wall: 'wall_main', face: 1, x: [84, 120], y: [36, 54] },
    ]);
  });

  it('fills empty wall space up to the wall cabinet, or the ceiling where there is none', () => {
    expect(strips('fill', { openings: false })).toEqual([
      { wall: 'wall_main', face: 1, x: [0, 30], y: [36, 54] },
      { wall: 'wall_main', face: 1, x: [30, 60], y: [36, 96] },
      { wall: 'wall_main', face: 1, x: [84, 120], y: [36, 96] },
    ]);
  });

  it('cuts the backsplash around a window in its wall', () => {
    expect(strips('fill').filter((strip) => strip.x[0]! >= 84)).toEqual([
      { wall: 'wall_main', face: 1, x: [84, 120], y: [36, 44] },
      { wall: 'wall_main', face: 1, x: [84, 120], y: [80, 96] },
      { wall: 'wall_main', face: 1, x: [84, 90], y: [44, 80] },
      { wall: 'wall_main', face: 1, x: [114, 120], y: [44, 80] },
    ]);
  });

  it('covers the back face, measured from the wall start, when the cabinets stand behind the wall', () => {
    // Turned half a turn about the wall's middle: the same run now stands on the wall's back.
    const behind = models.map((model) => ({
      ...model,
      position: { ...model.position, x: inches(144) - model.position.x, z: -model.position.z },
      rotation: { ...model.rotation, y: Math.PI },
    }));
    const laid = backsplashStrips({
      walls: [wall],
      models: behind,
      openings: [],
      backsplash: BacksplashSchema.parse({ walls: ['wall_main'], size: 'small' }),
    });
    expect(laid.map((strip) => [strip.face, inInches(strip.x0), inInches(strip.x1)])).toEqual([
      [-1, 84, 144],
      [-1, 24, 60],
    ]);
  });

  it('draws nothing without a backsplash or on a hidden wall', () => {
    expect(backsplashStrips({ walls: [wall], models, openings: [], backsplash: null })).toEqual([]);
    const hidden = { ...wall, visible: false };
    const backsplash = BacksplashSchema.parse({ walls: ['wall_main'] });
    expect(backsplashStrips({ walls: [hidden], models, openings: [], backsplash })).toEqual([]);
  });
});

describe('backsplashStrips behind a range', () => {
  /** Base cabinets 0–30" and 60–90" with a range between them, a wall cabinet over the left one, a hood over the range. */
  const RANGE = against('R30', 30, [30, 36, 27], {
    modelType: 'appliance',
    applianceType: 'range and oven',
    modelName: 'Freestanding Range 30"',
    countertop: false,
  });
  const HOOD = against(
    'H30',
    30,
    [30, 10, 20],
    { modelType: 'appliance', applianceType: 'hood', modelName: 'Wall Hood 30"', countertop: false },
    66,
  );
  const kitchen = [
    against('B30L', 0, [30, 34.5, 24]),
    RANGE,
    against('B30R', 60, [30, 34.5, 24]),
    against('W3030', 0, [30, 30, 12], { modelType: 'wall', countertop: false }, 54),
    HOOD,
  ];

  function laid(size: BacksplashSize, placed: PlacedModel[] = kitchen) {
    return backsplashStrips({
      walls: [wall],
      models: placed,
      openings: [],
      backsplash: BacksplashSchema.parse({ walls: ['wall_main'], size }),
    }).map((strip) => ({
      x: [inInches(strip.x0), inInches(strip.x1)],
      y: [inInches(strip.y0), inInches(strip.y1)],
    }));
  }

  it('runs a Small backsplash on from the countertops behind the range, in one piece', () => {
    expect(laid('small')).toEqual([{ x: [0, 90], y: [36, 40] }]);
  });

  it('raises Big behind the range up to the hood, and beside it up to the wall cabinet or 18"', () => {
    expect(laid('big')).toEqual([
      { x: [0, 30], y: [36, 54] },
      { x: [30, 60], y: [36, 66] },
      { x: [60, 90], y: [36, 54] },
    ]);
  });

  it('fills behind the range up to the hood, and to the ceiling where nothing hangs', () => {
    expect(laid('fill')).toEqual([
      { x: [0, 30], y: [36, 54] },
      { x: [30, 60], y: [36, 66] },
      { x: [60, 90], y: [36, 96] },
    ]);
    expect(
      laid(
        'fill',
        kitchen.filter((model) => model !== HOOD),
      ),
    ).toEqual([
      { x: [0, 30], y: [36, 54] },
      { x: [30, 90], y: [36, 96] },
    ]);
  });

  it('starts from the range top where no countertop is beside it', () => {
    const tall = { ...RANGE, dimensions: { ...RANGE.dimensions, height: inches(38) } };
    expect(laid('small', [tall])).toEqual([{ x: [30, 60], y: [38, 42] }]);
  });

  it('lays none behind a cooktop or wall oven appliance, which is no range', () => {
    const oven = { ...RANGE, modelName: 'Wall Oven 30"' };
    expect(laid('small', [oven])).toEqual([]);
  });
});

describe('autoBacksplashWalls', () => {
  it('picks the shown walls with countertops along them', () => {
    expect(autoBacksplashWalls([wall, bare], models)).toEqual(['wall_main']);
    expect(autoBacksplashWalls([{ ...wall, visible: false }, bare], models)).toEqual([]);
    const wallCabinetOnly = models.filter((model) => model.modelType === 'wall');
    expect(autoBacksplashWalls([wall], wallCabinetOnly)).toEqual([]);
  });
});
