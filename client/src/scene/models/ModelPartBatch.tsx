import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef } from 'react';
import { InstancedBufferAttribute, type InstancedMesh } from 'three';
import type { PartBatch } from './buildPartBatches';
import { OCCLUDES_LABELS } from '../labelOccluded';
import { surfaceMaterial } from './surfaceMaterial';
import { UNIT_BOX } from './unitBox';

export const MODEL_PARTS_OBJECT_KIND = 'modelParts';

/** Room for at least `count` instances, in powers of two so a growing kitchen rarely rebuilds the mesh. */
function capacityFor(count: number): number {
  return Math.max(16, 2 ** Math.ceil(Math.log2(Math.max(count, 1))));
}

/** One material's parts of every model, drawn as one instanced mesh of the shared unit box. */
export function ModelPartBatch({ batch }: { batch: PartBatch }) {
  const mesh = useRef<InstancedMesh>(null);
  const invalidate = useThree((state) => state.invalidate);
  const capacity = capacityFor(batch.count);
  const material = surfaceMaterial(batch.surface, batch.selected);

  useLayoutEffect(() => {
    const instanced = mesh.current;
    if (instanced === null) return;
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
  }, [batch, capacity, invalidate]);

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
      castShadow={batch.surface !== 'flat' && batch.surface !== 'flatOverhead'}
      receiveShadow={batch.surface !== 'flat' && batch.surface !== 'flatOverhead'}
    />
  );
}
