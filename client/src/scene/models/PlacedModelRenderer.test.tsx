import { PlacedModelSchema, writeNode, type PlacedModel, type PlacedModelInput } from '@kitchensync/schemas';
import ReactThreeTestRenderer from '@react-three/test-renderer';
import type { MeshStandardMaterial } from 'three';
import { Box3, Color, InstancedMesh, Matrix4, Vector3, type Object3D } from 'three';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { usePlacedModels } from '../../doc/usePlacedModels';
import { modelParts, PART_SURFACES, PLAN_PALETTE } from '../../model/modelParts';
import { MODEL_PLAN_LINES_KIND } from './ModelPlanLines';
import { useSelection } from '../../session/useSelection';
import type { ViewMode } from '../ViewMode';
import { outlineBoxOf } from '../presence/outlineBoxOf';
import { measureSceneCost } from './measureSceneCost';
import { MODEL_PARTS_OBJECT_KIND } from './ModelPartBatch';
import { MODEL_OBJECT_KIND, PlacedModelRenderer } from './PlacedModelRenderer';
import { SELECTED_EMISSIVE } from './surfaceMaterial';

const INCH = 0.0254;

function placed(id: string, fields: Partial<PlacedModelInput> = {}): PlacedModel {
  return PlacedModelSchema.parse({
    id,
    catalogModelId: 'b30',
    catalogStyleId: 'shaker-white',
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

function anchors(root: Object3D): Object3D[] {
  const found: Object3D[] = [];
  root.traverse((object) => {
    if (object.userData.kind === MODEL_OBJECT_KIND) found.push(object);
  });
  return found;
}

/** The instanced meshes of the models' parts (not the contact shadows under them). */
function batches(root: Object3D): InstancedMesh[] {
  const found: InstancedMesh[] = [];
  root.traverse((object) => {
    if (object instanceof InstancedMesh && object.userData.kind === MODEL_PARTS_OBJECT_KIND)
      found.push(object);
  });
  return found;
}

/** The instances drawn for one model: their mesh and index. */
function instancesOf(root: Object3D, id: string): { mesh: InstancedMesh; index: number }[] {
  return batches(root).flatMap((mesh) =>
    (mesh.userData.modelIds as string[]).flatMap((modelId, index) =>
      modelId === id && index < mesh.count ? [{ mesh, index }] : [],
    ),
  );
}

async function render(models: readonly PlacedModel[], viewMode: ViewMode = 'perspective') {
  return ReactThreeTestRenderer.create(<PlacedModelRenderer models={models} viewMode={viewMode} />);
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  useSelection.getState().clear();
});

describe('PlacedModelRenderer', () => {
  it('draws every part of a base cabinet under a root object that names the model', async () => {
    const model = placed('model_base');
    const renderer = await render([model]);
    const scene = renderer.scene.instance;
    expect(anchors(scene).map((anchor) => anchor.userData.id)).toEqual(['model_base']);
    expect(instancesOf(scene, 'model_base')).toHaveLength(modelParts(model).length);
    await renderer.unmount();
  });

  it('places each part at the model position and rotation, scaled to the part', async () => {
    const model = placed('model_turned', {
      position: { x: 1, y: 0, z: 2 },
      rotation: { x: 0, y: Math.PI / 2, z: 0 },
    });
    const renderer = await render([model]);
    const countertop = modelParts(model).find((part) => part.role === 'countertop')!;
    const matrix = new Matrix4();
    const centers = instancesOf(renderer.scene.instance, model.id).map(({ mesh, index }) => {
      mesh.getMatrixAt(index, matrix);
      return new Vector3().setFromMatrixPosition(matrix);
    });
    // A quarter turn about y takes the model's +x to world -z and its +z (front) to world +x.
    const expected = new Vector3(1 + countertop.center.z, countertop.center.y, 2 - countertop.center.x);
    expect(centers.some((center) => center.distanceTo(expected) < 1e-6)).toBe(true);
    await renderer.unmount();
  });

  it('draws a whole kitchen with two shared geometries, a bounded set of materials and as many draw calls as three models', async () => {
    const kitchenOf = (length: number) =>
      Array.from({ length }, (_, i) =>
        placed(`model_${i}`, {
          position: { x: i * 0.8, y: 0, z: 0 },
          modelSubcategory: ['regular', 'sink', 'drawer'][i % 3],
          catalogStyleId: ['shaker-white', 'espresso-slab', 'navy-inset'][i % 3],
        }),
      );
    const few = await render(kitchenOf(3));
    const fewCost = measureSceneCost(few.scene.instance);
    await few.unmount();
    const many = await render(kitchenOf(60));
    const cost = measureSceneCost(many.scene.instance);
    // The parts' unit box and the contact shadows' square.
    expect(cost.geometries).toBe(2);
    expect(cost.materials).toBeLessThanOrEqual(PART_SURFACES.length * 2 + 1);
    expect(cost.drawCalls).toBe(fewCost.drawCalls);
    expect(cost.instances).toBeGreaterThan(fewCost.instances * 15);
    expect(anchors(many.scene.instance)).toHaveLength(60);
    await many.unmount();
  });

  it('gives a coworker’s selection outline the model’s own box, where the model stands, though its group is empty', async () => {
    const model = placed('model_outlined', {
      position: { x: 2, y: 0, z: 1 },
      rotation: { x: 0, y: Math.PI / 2, z: 0 },
    });
    const renderer = await render([model]);
    const [anchor] = anchors(renderer.scene.instance);
    const box = outlineBoxOf(anchor!, new Box3());
    // Turned a quarter, the 30" width runs along z and the 24" depth along x.
    expect(box.max.x - box.min.x).toBeCloseTo(24 * INCH, 9);
    expect(box.max.z - box.min.z).toBeCloseTo(30 * INCH, 9);
    expect(box.min.y).toBeCloseTo(0, 9);
    expect(box.max.y).toBeCloseTo(34.5 * INCH, 9);
    expect((box.min.x + box.max.x) / 2).toBeCloseTo(2, 9);
    expect((box.min.z + box.max.z) / 2).toBeCloseTo(1, 9);
    await renderer.unmount();
  });

  it('renders nothing for an invisible model', async () => {
    const renderer = await render([placed('model_hidden', { visible: false })]);
    expect(anchors(renderer.scene.instance)).toHaveLength(0);
    expect(measureSceneCost(renderer.scene.instance).drawCalls).toBe(0);
    await renderer.unmount();
  });

  it('tints a selected model green in 3D and leaves the others as they were', async () => {
    const renderer = await render([placed('model_a'), placed('model_b', { position: { x: 1, y: 0, z: 0 } })]);
    await ReactThreeTestRenderer.act(async () => {
      useSelection.getState().select(['model_a']);
    });
    const scene = renderer.scene.instance;
    const emissive = (id: string) =>
      instancesOf(scene, id).map(({ mesh }) => (mesh.material as MeshStandardMaterial).emissive.getHex());
    expect(emissive('model_a').every((hex) => hex === SELECTED_EMISSIVE)).toBe(true);
    expect(emissive('model_b').some((hex) => hex === SELECTED_EMISSIVE)).toBe(false);
    expect(anchors(scene).find((anchor) => anchor.userData.id === 'model_a')?.userData.selected).toBe(true);
    await renderer.unmount();
  });

  it('draws the top view flat in the palette, the selected model green, fills in one call and lines in one per style', async () => {
    const renderer = await render(
      [
        placed('model_base'),
        placed('model_fridge', {
          modelType: 'appliance',
          applianceType: 'refrigerator',
          position: { x: 2, y: 0, z: 0 },
        }),
      ],
      'top',
    );
    await ReactThreeTestRenderer.act(async () => {
      useSelection.getState().select(['model_base']);
    });
    const scene = renderer.scene.instance;
    const fillColor = (id: string) => {
      const { mesh, index } = instancesOf(scene, id)[0]!;
      const color = new Color();
      mesh.getColorAt(index, color);
      return color.getHex();
    };
    expect(fillColor('model_base')).toBe(PLAN_PALETTE.selected.fill);
    expect(fillColor('model_fridge')).toBe(PLAN_PALETTE.appliance.fill);
    const lineStyles = new Set<unknown>();
    scene.traverse((object) => {
      if (object.userData.kind === MODEL_PLAN_LINES_KIND) lineStyles.add(object.userData.style);
    });
    expect(lineStyles.has('outline')).toBe(true);
    expect(measureSceneCost(scene).drawCalls).toBe(1 + lineStyles.size);
    await renderer.unmount();
  });

  it('follows the document: a model written into it appears, one removed disappears', async () => {
    const doc = new Y.Doc();
    writeNode(doc, 'model', placed('model_first'));
    function FromDocument() {
      return <PlacedModelRenderer models={usePlacedModels(doc)} viewMode="perspective" />;
    }
    const renderer = await ReactThreeTestRenderer.create(<FromDocument />);
    expect(anchors(renderer.scene.instance)).toHaveLength(1);
    await ReactThreeTestRenderer.act(async () => {
      writeNode(doc, 'model', placed('model_second', { position: { x: 1, y: 0, z: 0 } }));
    });
    expect(anchors(renderer.scene.instance).map((anchor) => anchor.userData.id)).toEqual([
      'model_first',
      'model_second',
    ]);
    await ReactThreeTestRenderer.act(async () => {
      doc.getMap('models').delete('model_first');
    });
    expect(anchors(renderer.scene.instance).map((anchor) => anchor.userData.id)).toEqual(['model_second']);
    expect(instancesOf(renderer.scene.instance, 'model_first')).toHaveLength(0);
    await renderer.unmount();
  });
});
