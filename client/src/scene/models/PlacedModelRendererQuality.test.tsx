import { PlacedModelSchema, type PlacedModel, type RenderQuality } from '@kitchensync/schemas';
import ReactThreeTestRenderer from '@react-three/test-renderer';
import type { MeshStandardMaterial } from 'three';
import { InstancedMesh, type Object3D } from 'three';
import { describe, expect, it } from 'vitest';
import { RenderQualityContext } from '../lighting/RenderQualityContext';
import { buildPartBatches } from './buildPartBatches';
import { CONTACT_SHADOWS_OBJECT_KIND } from './ModelContactShadows';
import { MODEL_PARTS_OBJECT_KIND } from './ModelPartBatch';
import { PlacedModelRenderer } from './PlacedModelRenderer';

const INCH = 0.0254;

function model(id: string, fields: Record<string, unknown>): PlacedModel {
  return PlacedModelSchema.parse({
    id,
    catalogModelId: 'b30',
    catalogStyleId: 'natural-oak',
    modelName: 'Base 30"',
    modelType: 'base',
    modelSubcategory: 'regular',
    position: { x: 0, y: 0, z: 0 },
    dimensions: { width: 30 * INCH, height: 34.5 * INCH, depth: 24 * INCH },
    countertop: true,
    toeKick: true,
    ...fields,
  });
}

const kitchen = [
  model('model_oak', {}),
  model('model_wall', { modelType: 'wall', position: { x: 1, y: 54 * INCH, z: 0 } }),
  model('model_dishwasher', {
    modelType: 'appliance',
    modelSubcategory: 'stainless steel',
    applianceType: 'dishwasher and dryer',
    position: { x: 2, y: 0, z: 0 },
    countertop: false,
  }),
];

function meshesOf(root: Object3D, kind: string): InstancedMesh[] {
  const found: InstancedMesh[] = [];
  root.traverse((object) => {
    if (object instanceof InstancedMesh && object.userData.kind === kind) found.push(object);
  });
  return found;
}

async function render(quality: RenderQuality) {
  return ReactThreeTestRenderer.create(
    <RenderQualityContext value={quality}>
      <PlacedModelRenderer models={kitchen} viewMode="perspective" />
    </RenderQualityContext>,
  );
}

describe('PlacedModelRenderer at each quality', () => {
  it('draws Low as before: the plain surfaces, no patterns, no contact shadows', async () => {
    const renderer = await render('low');
    const parts = meshesOf(renderer.scene.instance, MODEL_PARTS_OBJECT_KIND);
    expect(new Set(parts.map((mesh) => mesh.userData.surface))).toEqual(
      new Set(['satin', 'metal', 'darkGlass']),
    );
    for (const mesh of parts)
      expect((mesh.material as MeshStandardMaterial).userData.pattern).toBeUndefined();
    expect(meshesOf(renderer.scene.instance, CONTACT_SHADOWS_OBJECT_KIND)).toHaveLength(0);
    await renderer.unmount();
  });

  it('draws Medium with each finish’s material: grained oak, brushed stainless, a quartz countertop laid in world meters', async () => {
    const renderer = await render('medium');
    const parts = meshesOf(renderer.scene.instance, MODEL_PARTS_OBJECT_KIND);
    const bySurface = new Map(parts.map((mesh) => [mesh.userData.surface as string, mesh]));
    const patternOf = (surface: string) =>
      (bySurface.get(surface)?.material as MeshStandardMaterial | undefined)?.userData.pattern as
        { pattern: string; mapping: string } | undefined;
    expect(patternOf('stainedWood')).toMatchObject({ pattern: 'woodGrain', mapping: 'part' });
    expect(patternOf('stainless')).toMatchObject({ pattern: 'brushed', mapping: 'part' });
    expect((bySurface.get('stainless')!.material as MeshStandardMaterial).metalness).toBeGreaterThan(0.5);
    const countertops = parts.filter((mesh) => (mesh.userData.roles as string[]).includes('countertop'));
    expect(countertops).toHaveLength(1);
    expect((countertops[0]!.material as MeshStandardMaterial).userData.pattern).toMatchObject({
      pattern: 'quartz',
      mapping: 'world',
    });
    await renderer.unmount();
  });

  it('darkens the floor under floor-standing models only: the base cabinet and the dishwasher, not the wall cabinet', async () => {
    const renderer = await render('medium');
    const [shadows] = meshesOf(renderer.scene.instance, CONTACT_SHADOWS_OBJECT_KIND);
    expect(shadows).toBeDefined();
    expect(shadows!.count).toBe(2);
    await renderer.unmount();
  });

  it('keeps draw calls flat in the number of models at every quality', () => {
    const many = Array.from({ length: 90 }, (_, i) => {
      const each = kitchen[i % 3]!;
      return { ...each, id: `${each.id}_${i}`, position: { ...each.position, x: i } };
    });
    for (const quality of ['low', 'medium', 'high'] as const) {
      const few = buildPartBatches(kitchen, new Set(), 'perspective', null, null, quality);
      const lots = buildPartBatches(many, new Set(), 'perspective', null, null, quality);
      expect(lots.map((batch) => batch.key)).toEqual(few.map((batch) => batch.key));
    }
  });
});
