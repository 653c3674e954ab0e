import { IslandWallSchema, inches, PlacedModelSchema, type PlacedModel } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { islandElevations } from './islandElevations';

const INCH = inches(1);
// `+ 0` turns a rounded -0 into 0.
const inInches = (meters: number) => Math.round((meters / INCH) * 1000) / 1000 + 0;

/** An island wall 96" long from (0, 100") to (96", 100"): its right (as drawn) is the +z side. */
const island = IslandWallSchema.parse({
  id: 'islandWall_main',
  width: inches(96),
  position: { x: inches(48), z: inches(100) },
  angle: 0,
  firstPoint: { x: 0, z: inches(100) },
  lastPoint: { x: inches(96), z: inches(100) },
});

/** A 24"-deep base cabinet backed onto the island line, on its +z side (facing +z) or its -z side. */
function onIsland(
  id: string,
  code: string,
  left: number,
  width: number,
  side: 'plusZ' | 'minusZ',
  fields: Partial<PlacedModel> = {},
): PlacedModel {
  const out = side === 'plusZ' ? 12 : -12;
  return PlacedModelSchema.parse({
    id,
    catalogModelId: code,
    modelCode: code,
    modelType: 'base',
    position: { x: inches(left + width / 2), y: 0, z: inches(100 + out) },
    rotation: { x: 0, y: side === 'plusZ' ? 0 : Math.PI, z: 0 },
    dimensions: { width: inches(width), height: inches(34.5), depth: inches(24) },
    countertop: true,
    ...fields,
  });
}

const oneSided = [
  onIsland('model_b36', 'B36', 6, 36, 'plusZ'),
  onIsland('model_sb36', 'SB36', 42, 36, 'plusZ', { modelSubcategory: 'sink' }),
  onIsland('model_b18', 'B18', 78, 18, 'plusZ'),
];
const stringOf = (elevation: ReturnType<typeof islandElevations>[number], name: string) => {
  const found = elevation.dimensions.find((dimension) => dimension.name === name);
  if (found === undefined) throw new Error(`no ${name} string`);
  return found;
};

describe('islandElevations', () => {
  const [front, back] = islandElevations({ island, index: 0, models: oneSided, unit: 'inch' });

  it('makes two elevations of an island, its front (the side its cabinets face) and its back', () => {
    expect([front.title, back.title]).toEqual(['Island 1 front', 'Island 1 back']);
    expect([front.key, back.key]).toEqual(['islandWall_main:front', 'islandWall_main:back']);
    expect([front.subject, back.subject]).toEqual(['island', 'island']);
    expect(front.reversed).toBe(false);
    expect(back.reversed).toBe(true);
  });

  it('shows the island’s cabinets from the front with their codes, measured along the island, adding up to its length', () => {
    expect(front.models.map((model) => [model.code, model.fromBehind, inInches(model.x0)])).toEqual([
      ['B36', false, 6],
      ['SB36', false, 42],
      ['B18', false, 78],
    ]);
    const run = stringOf(front, 'Floor run').spans.map((span) => [
      span.kind,
      span.ownerId,
      inInches(span.length),
    ]);
    expect(run).toEqual([
      ['gap', null, 6],
      ['cabinet', 'model_b36', 36],
      ['cabinet', 'model_sb36', 36],
      ['cabinet', 'model_b18', 18],
    ]);
    for (const dimension of front.dimensions.filter((item) => item.axis === 'x')) {
      const total = dimension.spans.reduce((sum, span) => sum + span.length, 0);
      expect(inInches(total), dimension.name).toBe(96);
    }
    expect(stringOf(front, 'Island length').spans.map((span) => span.label)).toEqual(['96 in']);
  });

  it('measures the heights up to the island’s top, with the countertop, and has no wall height or openings', () => {
    expect(inInches(front.height)).toBe(36);
    expect(stringOf(front, 'Heights').spans.map((span) => inInches(span.end))).toEqual([34.5, 36]);
    expect(front.dimensions.some((dimension) => dimension.name === 'Wall height')).toBe(false);
    expect(front.openings).toEqual([]);
    expect(front.lines.filter((line) => line.role === 'countertop').map((line) => inInches(line.y))).toEqual([
      36,
    ]);
    expect(front.lines.some((line) => line.role === 'backsplash')).toBe(false);
  });

  it('shows a one-sided island’s back as its cabinets seen from behind: mirrored, with their codes and widths', () => {
    expect(back.models.map((model) => [model.code, model.fromBehind, inInches(model.x0)])).toEqual([
      ['B18', true, 0],
      ['SB36', true, 18],
      ['B36', true, 54],
    ]);
    expect(back.models.every((model) => model.parts.every((part) => part.role !== 'door'))).toBe(true);
    expect(stringOf(back, 'Floor run').spans.map((span) => [span.ownerId, inInches(span.length)])).toEqual([
      ['model_b18', 18],
      ['model_sb36', 36],
      ['model_b36', 36],
      [null, 6],
    ]);
  });

  it('on a two-sided island, each side shows its own cabinets’ fronts, and the other side’s backs only where nothing of its own stands', () => {
    const models = [
      ...oneSided,
      onIsland('model_b30', 'B30', 6, 30, 'minusZ'),
      onIsland('model_b24', 'B24', 36, 24, 'minusZ'),
    ];
    const [plusZ, minusZ] = islandElevations({ island, index: 1, models, unit: 'inch' });
    expect(plusZ.title).toBe('Island 2 front');
    expect(plusZ.models.map((model) => [model.code, model.fromBehind])).toEqual([
      ['B36', false],
      ['SB36', false],
      ['B18', false],
    ]);
    // From the -z side, x runs from the island's end: B24 spans 36 to 60 from the end, B30 60 to 90.
    expect(minusZ.models.map((model) => [model.code, model.fromBehind, inInches(model.x0)])).toEqual([
      ['B18', true, 0],
      ['B24', false, 36],
      ['B30', false, 60],
    ]);
  });

  it('calls the side more cabinets face the front, whichever way the island wall was drawn', () => {
    const turned = oneSided.map((model) => ({
      ...model,
      position: { ...model.position, z: inches(100) - (model.position.z - inches(100)) },
      rotation: { x: 0, y: Math.PI, z: 0 },
    }));
    const [turnedFront, turnedBack] = islandElevations({ island, index: 0, models: turned, unit: 'inch' });
    expect(turnedFront.reversed).toBe(true);
    expect(turnedFront.models.every((model) => !model.fromBehind)).toBe(true);
    expect(turnedBack.models.every((model) => model.fromBehind)).toBe(true);
  });
});
