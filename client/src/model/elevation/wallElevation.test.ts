import {
  BacksplashSchema,
  inches,
  PlacedModelSchema,
  PlacedOpeningSchema,
  type PlacedModel,
} from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { wallInches } from '../openings/openingFixtures';
import { backsplashStrips } from '../backsplash/backsplashStrips';
import { wallElevation } from './wallElevation';

const INCH = inches(1);
const inInches = (meters: number) => Math.round((meters / INCH) * 1000) / 1000;

/** A model standing against a wall along +x (angle 0): its back on the wall's room-side face. */
function against(
  id: string,
  code: string,
  left: number,
  [width, height, depth]: [number, number, number],
  fields: Partial<PlacedModel> = {},
  bottom = 0,
): PlacedModel {
  return PlacedModelSchema.parse({
    id,
    catalogModelId: code,
    modelCode: code,
    modelType: 'base',
    position: { x: inches(left + width / 2), y: inches(bottom), z: inches(2.25 + depth / 2) },
    dimensions: { width: inches(width), height: inches(height), depth: inches(depth) },
    countertop: true,
    ...fields,
  });
}

const wall = { ...wallInches({ x: 0, z: 0 }, 144), id: 'wall_main' };
const models = [
  against('model_b36', 'B36', 0, [36, 34.5, 24]),
  against('model_dw', 'DW24', 36, [24, 34, 24], {
    modelType: 'appliance',
    applianceType: 'dishwasher and dryer',
    countertop: false,
  }),
  against('model_f3', 'F3', 60, [3, 34.5, 24], { modelSubcategory: 'filler' }),
  against('model_sb', 'SB33', 90, [33, 34.5, 24], { modelSubcategory: 'sink' }),
  against('model_w30', 'W3030', 0, [30, 30, 12], { modelType: 'wall', countertop: false }, 54),
  // A face filler strip at the run's front, as layouts place them.
  {
    ...against('model_face', 'BF3', 123, [0.75, 34.5, 0.75], { modelSubcategory: 'filler' }),
    position: { x: inches(123.375), y: 0, z: inches(2.25 + 23.625) },
  },
  // An island cabinet in the middle of the room: not against this wall.
  { ...against('model_island', 'B24', 40, [24, 34.5, 24]), position: { x: inches(52), y: 0, z: inches(80) } },
];
const window = PlacedOpeningSchema.parse({
  id: 'opening_window',
  opening_id: 'window-36',
  wall_id: 'wall_main',
  kind: 'Single Window',
  name: 'Window',
  position: { x: inches(72), y: inches(42), z: 0 },
  dimensions: { x: inches(36), y: inches(40), z: inches(4.5) },
});

const elevation = wallElevation({
  wall,
  index: 0,
  models,
  openings: [window],
  backsplash: BacksplashSchema.parse({ walls: ['wall_main'], size: 'small' }),
  unit: 'inch',
});
const string = (name: string) => {
  const found = elevation.dimensions.find((dimension) => dimension.name === name);
  if (found === undefined) throw new Error(`no ${name} string`);
  return found;
};

describe('wallElevation', () => {
  it('shows the models standing against the wall, with their codes, and leaves out the island', () => {
    expect(elevation.models.map((model) => model.code)).toEqual([
      'B36',
      'W3030',
      'DW24',
      'F3',
      'SB33',
      'BF3',
    ]);
  });

  it('measures every floor cabinet, appliance, filler and gap along the floor run', () => {
    const spans = string('Floor run').spans.map((span) => [span.kind, span.ownerId, inInches(span.length)]);
    expect(spans).toEqual([
      ['cabinet', 'model_b36', 36],
      ['appliance', 'model_dw', 24],
      ['filler', 'model_f3', 3],
      ['gap', null, 27],
      ['cabinet', 'model_sb', 33],
      ['filler', 'model_face', 0.75],
      ['gap', null, 20.25],
    ]);
  });

  it('writes each measurement in the person’s unit', () => {
    const metric = wallElevation({ wall, index: 0, models, openings: [], backsplash: null, unit: 'cm' });
    expect(metric.dimensions.find((dimension) => dimension.name === 'Floor run')?.spans[0]?.label).toBe(
      '91.44 cm',
    );
    expect(string('Floor run').spans[0]?.label).toBe('36 in');
  });

  it('makes every horizontal string add up to the wall’s length', () => {
    for (const dimension of elevation.dimensions.filter((item) => item.axis === 'x')) {
      const total = dimension.spans.reduce((sum, span) => sum + span.length, 0);
      expect(inInches(total), dimension.name).toBe(144);
    }
  });

  it('measures the wall run and the wall cabinet’s place above the floor', () => {
    expect(string('Wall run').spans.map((span) => [span.ownerId, inInches(span.length)])).toEqual([
      ['model_w30', 30],
      [null, 114],
    ]);
    const heights = string('Heights').spans.map((span) => inInches(span.length));
    expect(heights.reduce((sum, value) => sum + value, 0)).toBe(96);
    expect(string('Heights').spans.map((span) => inInches(span.end))).toEqual([34, 34.5, 36, 54, 84, 96]);
    expect(string('Wall height').spans.map((span) => span.label)).toEqual(['96 in']);
  });

  it('measures every model’s height: those the heights string splits get a string of their own', () => {
    const cabinet = elevation.dimensions.find((dimension) => dimension.name === 'B36 height');
    expect(cabinet?.spans.map((span) => inInches(span.length))).toEqual([34.5]);
    expect(elevation.dimensions.some((dimension) => dimension.name === 'DW24 height')).toBe(false);
  });

  it('puts the window at its height from the floor and its distance from the wall’s left end', () => {
    expect(
      elevation.openings.map((opening) => [inInches(opening.x0), inInches(opening.y0), inInches(opening.y1)]),
    ).toEqual([[72, 42, 82]]);
    expect(string('Openings').spans.map((span) => [span.kind, inInches(span.length)])).toEqual([
      ['gap', 72],
      ['opening', 36],
      ['gap', 36],
    ]);
    expect(string('Window position').spans.map((span) => [span.kind, inInches(span.length)])).toEqual([
      ['height', 42],
      ['opening', 40],
    ]);
  });

  it('draws the countertop across the floor run at its top and the small backsplash 4 in above it', () => {
    const countertops = elevation.lines.filter((line) => line.role === 'countertop');
    expect(countertops.map((line) => inInches(line.y))).toContain(36);
    const backsplash = elevation.lines.filter((line) => line.role === 'backsplash');
    expect(backsplash.map((line) => inInches(line.y))).toContain(40);
  });

  it('draws the backsplash line behind a range as high as the backsplash tiled there', () => {
    const range = against('model_range', 'R30', 36, [30, 36, 27], {
      modelType: 'appliance',
      applianceType: 'range and oven',
      modelName: 'Freestanding Range 30"',
      countertop: false,
    });
    const hood = against(
      'model_hood',
      'H30',
      36,
      [30, 10, 20],
      { modelType: 'appliance', applianceType: 'hood', modelName: 'Wall Hood 30"', countertop: false },
      66,
    );
    const kitchen = [against('model_b36', 'B36', 0, [36, 34.5, 24]), range, hood];
    const backsplash = BacksplashSchema.parse({ walls: ['wall_main'], size: 'big' });
    const seen = wallElevation({ wall, index: 0, models: kitchen, openings: [], backsplash, unit: 'inch' });
    const lines = seen.lines
      .filter((line) => line.role === 'backsplash')
      .map((line) => [inInches(line.x0), inInches(line.x1), inInches(line.y)]);
    expect(lines).toEqual([
      [0, 36, 54],
      [36, 66, 66],
    ]);
    const tiled = backsplashStrips({ walls: [wall], models: kitchen, openings: [], backsplash });
    expect(tiled.map((strip) => [inInches(strip.x0), inInches(strip.x1), inInches(strip.y1)])).toEqual(lines);
  });

  it('seen from the other side, the wall’s right end is on the left and the openings move with it', () => {
    const turned = models.map((model) => ({
      ...model,
      position: { ...model.position, z: -model.position.z },
      rotation: { x: 0, y: Math.PI, z: 0 },
    }));
    const back = wallElevation({
      wall,
      index: 1,
      models: turned,
      openings: [window],
      backsplash: null,
      unit: 'inch',
    });
    expect(back.title).toBe('Wall 2');
    expect(back.models.slice(0, 2).map((model) => [model.code, inInches(model.x0)])).toEqual([
      ['BF3', 20.25],
      ['SB33', 21],
    ]);
    expect(inInches(back.openings[0]?.x0 ?? NaN)).toBe(36);
  });
});
