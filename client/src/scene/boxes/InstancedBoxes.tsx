import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useContext, useLayoutEffect, useRef } from 'react';
import { InstancedBufferAttribute, type InstancedMesh, type Material } from 'three';
import { OCCLUDES_LABELS } from '../labelOccluded';
import { UNIT_BOX } from '../models/unitBox';
import { CutAwayWallsContext } from '../dollhouse/CutAwayWalls';
import type { BoxInstances } from './boxInstances';
import { clipInstanceToHeight } from './clipInstanceToHeight';

/** Room for at least `count` instances, in powers of two so a growing design rarely rebuilds the mesh. */
function capacityFor(count: number): number {
  return Math.max(16, 2 ** Math.ceil(Math.log2(Math.max(count, 1))));
}

/** The node a hit on an `InstancedBoxes` mesh landed on (`userData.ownerIds[instanceId]`), or null. */
export function ownerIdOfHit(event: ThreeEvent<MouseEvent | PointerEvent>): string | null {
  const ids: unknown = event.object.userData.ownerIds;
  const index = event.instanceId;
  if (!Array.isArray(ids) || index === undefined) return null;
  const id: unknown = ids[index];
  return typeof id === 'string' ? id : null;
}

export interface InstancedBoxesProps {
  boxes: BoxInstances;
  material: Material;
  /** `userData.kind`, for tools and tests. */
  kind: string;
  shadows?: boolean;
  /** Whether these boxes hide HTML labels behind them in 3D (`labelOccluded`): solid walls do. */
  occludesLabels?: boolean;
  /**
   * What is left of a box whose wall the dollhouse view cuts away (`CutAwayWalls`): the part below
   * this height (meters); none of it at 0. Unset: the boxes are never cut.
   */
  cutAwayTo?: number;
  onClick?(event: ThreeEvent<MouseEvent>): void;
}

/**
 * Many boxes of many nodes drawn as one instanced mesh of the shared unit box: one draw call
 * however many walls or openings there are. `userData.ownerIds` names the node of each instance,
 * so a click still finds what it landed on (`ownerIdOfHit`).
 */
export function InstancedBoxes({
  boxes,
  material,
  kind,
  shadows = false,
  occludesLabels = false,
  cutAwayTo,
  onClick,
}: InstancedBoxesProps) {
  const mesh = useRef<InstancedMesh>(null);
  const invalidate = useThree((state) => state.invalidate);
  const cutAway = useContext(CutAwayWallsContext);
  /** The cut-away `version` the instance matrices show; -1 once they show every box whole. */
  const shownCut = useRef(-1);
  const capacity = capacityFor(boxes.count);

  useLayoutEffect(() => {
    const instanced = mesh.current;
    if (instanced === null) return;
    instanced.instanceMatrix.array.set(boxes.matrices);
    instanced.instanceMatrix.needsUpdate = true;
    if (instanced.instanceColor === null || instanced.instanceColor.count !== capacity) {
      instanced.instanceColor = new InstancedBufferAttribute(new Float32Array(capacity * 3), 3);
    }
    instanced.instanceColor.array.set(boxes.colors);
    instanced.instanceColor.needsUpdate = true;
    instanced.count = boxes.count;
    // Culling and picking use the bounds of all instances, which just moved. Taken whole, so they
    // still hold the boxes once the dollhouse view cuts them down.
    instanced.computeBoundingBox();
    instanced.computeBoundingSphere();
    shownCut.current = -1;
    invalidate();
  }, [boxes, capacity, invalidate]);

  // Runs after `DollhouseCutAway` (priority -1) in the same frame, so a camera move and the cut it
  // causes show together; writes the matrices only when the cut walls have changed.
  useFrame(() => {
    const instanced = mesh.current;
    if (cutAwayTo === undefined || instanced === null) return;
    const cut = cutAway.ids;
    const version = cut.size === 0 ? -1 : cutAway.version;
    if (version === shownCut.current) return;
    const matrices = instanced.instanceMatrix.array as Float32Array;
    for (let index = 0; index < boxes.count; index += 1) {
      const offset = index * 16;
      if (cut.has(boxes.wallIds[index]!)) clipInstanceToHeight(boxes.matrices, matrices, offset, cutAwayTo);
      else matrices.set(boxes.matrices.subarray(offset, offset + 16), offset);
    }
    instanced.instanceMatrix.needsUpdate = true;
    shownCut.current = version;
  });

  return (
    <instancedMesh
      // A new capacity needs a new mesh (three sizes its buffers once).
      key={capacity}
      ref={mesh}
      args={[UNIT_BOX, material, capacity]}
      userData={{ kind, ownerIds: boxes.ownerIds, [OCCLUDES_LABELS]: occludesLabels }}
      castShadow={shadows}
      receiveShadow={shadows}
      onClick={onClick}
    />
  );
}
