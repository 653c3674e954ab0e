import { PlacedModelSchema } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { wallInches } from '../openings/openingFixtures';
import { layoutPlanDrawing } from './layoutPlanDrawing';

const wall = wallInches({ x: 0, z: 0 }, 120);
const cabinet = (id: string, hideOnLayout: boolean) =>
  PlacedModelSchema.parse({
    id,
    catalogModelId: 'b36',
    modelCode: 'B36',
    modelType: 'base',
    hideOnLayout,
    position: { x: 0.5, y: 0, z: 0.35 },
    dimensions: { width: 0.9144, height: 0.8763, depth: 0.6096 },
  });

describe('layoutPlanDrawing', () => {
  it('is nothing for an empty design', () => {
    expect(layoutPlanDrawing([], [], [], 'inch')).toBeNull();
  });

  it('leaves out models hidden on the layout and writes the wall’s length in the person’s unit', () => {
    const shown = layoutPlanDrawing([wall], [cabinet('model_shown', false)], [], 'inch');
    const hidden = layoutPlanDrawing([wall], [cabinet('model_hidden', true)], [], 'inch');
    expect(shown?.strokes.filter((stroke) => stroke.style === 'label').length).toBeGreaterThan(0);
    expect(hidden?.strokes.filter((stroke) => stroke.style === 'label')).toEqual([]);
    expect(shown?.labels.map((label) => label.text)).toEqual(['120 in']);
    expect(layoutPlanDrawing([wall], [], [], 'cm')?.labels.map((label) => label.text)).toEqual(['304.8 cm']);
  });

  it('frames the walls with room for their dimension strings', () => {
    const drawing = layoutPlanDrawing([wall], [], [], 'inch');
    expect(drawing?.bounds.minX).toBeLessThan(0);
    expect(drawing?.bounds.maxX).toBeGreaterThan(120 * 0.0254);
    expect(drawing?.bounds.minZ).toBeLessThan(-0.3);
  });
});
