import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef } from 'react';
import { InstancedBufferAttribute, type InstancedMesh } from 'three';
import type { RenderQuality } from '@kitchensync/schemas';
import type { PartBatch } from './buildPartBatches';
import { OCCLUDES_LABELS } from '../labelOccluded';
import type { CountertopSurface } from './countertopSurface';
import { surfaceMaterial } from './surfaceMaterial';
import { UNIT_BOX } from './unitBox';

export const MODEL_PARTS_OBJECT_KIND = 'modelParts';

/** Room for at least `count` instances, in powers of two so a growing kitchen rarely rebuilds the mesh. */
function capacityFor(count: number): number {
  return Math.max(16, 2 ** Math.ceil(Math.log2(Math.max(count, 1))));
}

/**
 * One material's parts of every model, drawn as one instanced mesh of the shared unit box; the
 * countertops' batch with the design's countertop (`countertop`) laid over all of them.
 */
export function ModelPartBatch({
  batch,
  quality,
  countertop,
}: {
  batch: PartBatch;
  quality: RenderQuality;
  countertop: CountertopSurface;
}) {
  const mesh = useRef<InstancedMesh>(null);
  const invalidate = useThree((state) => state.invalidate);
  const capacity = capacityFor(batch.count);
  const flat = batch.surface === 'flat' || batch.surface === 'flatOverhead';
  const material = surfaceMaterial(
    batch.countertop
      ? { ...countertop, selected: batch.selected, quality }
      : { surface: batch.surface, pattern: batch.pattern, selected: batch.selected, quality },
  );

  useLayoutEffect(() => {
    const instanced = mesh.current;
    if (instanced === null) return;
    // A new material (quality, countertop) makes a new mesh, which needs its instances again.
    instanced.instanceMatrix.array.set(batch.matrices);
    instanced.instanceMatrix.needsUpdate = true;
    if (instanced.instanceColor === null || instanced.instanceColor.count !== capacity) {
      instanced.instanceColor = new InstancedBufferAttribute(new Float32Array(capacity * 3), 3);
    }
    instanced.instanceColor.array.set(batch.colors);
    instanced.instanceColor.needsUpdate = true;
    instanced.count = batch.count;
    // Culling and picking use the bounds of all instances, which just moved.
    instanced.computeBoundingBox();
    instanced.computeBoundingSphere();
    invalidate();
  }, [batch, capacity, material, invalidate]);

  return (
    <instancedMesh
      ref={mesh}
      args={[UNIT_BOX, material, capacity]}
      userData={{
        kind: MODEL_PARTS_OBJECT_KIND,
        surface: batch.surface,
        modelIds: batch.modelIds,
        roles: batch.roles,
        [OCCLUDES_LABELS]: true,
      }}
      // The plan's flat fills neither cast nor take shadows; a glass pane's shadow would be as
      // dark as a door's.
      castShadow={!flat && batch.surface !== 'glass'}
      receiveShadow={!flat}
    />
  );
}
