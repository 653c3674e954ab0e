import { useThree, type ThreeEvent } from '@react-three/fiber';
import { useLayoutEffect, useRef } from 'react';
import {
  Color,
  InstancedBufferAttribute,
  Matrix4,
  type BufferGeometry,
  type InstancedMesh,
  type Material,
} from 'three';

export const LIGHT_MARKERS_OBJECT_KIND = 'lightMarkers';

/** One light's marker: where it is drawn and in which colour. */
export interface LightMarker {
  id: string;
  x: number;
  y: number;
  z: number;
  color: string;
}

/** Room for at least `count` instances, in powers of two so adding lights rarely rebuilds the mesh. */
function capacityFor(count: number): number {
  return Math.max(16, 2 ** Math.ceil(Math.log2(Math.max(count, 1))));
}

const scratchMatrix = new Matrix4();
const scratchColor = new Color();

export interface LightMarkerBatchProps {
  markers: readonly LightMarker[];
  geometry: BufferGeometry;
  material: Material;
  /** Drawn after the scene (the plan symbols stay on top of walls and models). */
  renderOrder?: number;
  onMarkerClick?(id: string, event: ThreeEvent<MouseEvent>): void;
  onMarkerPointerDown?(id: string, event: ThreeEvent<PointerEvent>): void;
}

/**
 * Every light's marker of one kind as a single instanced mesh of a shared geometry and material,
 * so the markers cost one draw call however many lights the room has. `userData.lightIds[i]` names
 * instance i's light; a hit reports that light.
 */
export function LightMarkerBatch({
  markers,
  geometry,
  material,
  renderOrder = 0,
  onMarkerClick,
  onMarkerPointerDown,
}: LightMarkerBatchProps) {
  const mesh = useRef<InstancedMesh>(null);
  const invalidate = useThree((state) => state.invalidate);
  const capacity = capacityFor(markers.length);

  useLayoutEffect(() => {
    const instanced = mesh.current;
    if (instanced === null) return;
    if (instanced.instanceColor === null || instanced.instanceColor.count !== capacity) {
      instanced.instanceColor = new InstancedBufferAttribute(new Float32Array(capacity * 3), 3);
    }
    markers.forEach((marker, index) => {
      instanced.setMatrixAt(index, scratchMatrix.makeTranslation(marker.x, marker.y, marker.z));
      instanced.setColorAt(index, scratchColor.set(marker.color));
    });
    instanced.instanceMatrix.needsUpdate = true;
    instanced.instanceColor.needsUpdate = true;
    instanced.count = markers.length;
    // Culling and picking use the bounds of all instances, which just moved.
    instanced.computeBoundingBox();
    instanced.computeBoundingSphere();
    invalidate();
  }, [markers, capacity, invalidate]);

  const idOf = (instanceId: number | undefined): string | null =>
    instanceId === undefined ? null : (markers[instanceId]?.id ?? null);

  return (
    <instancedMesh
      ref={mesh}
      args={[geometry, material, capacity]}
      renderOrder={renderOrder}
      userData={{ kind: LIGHT_MARKERS_OBJECT_KIND, lightIds: markers.map((marker) => marker.id) }}
      onClick={
        onMarkerClick &&
        ((event) => {
          const id = idOf(event.instanceId);
          if (id === null) return;
          event.stopPropagation();
          onMarkerClick(id, event);
        })
      }
      onPointerDown={
        onMarkerPointerDown &&
        ((event) => {
          const id = idOf(event.instanceId);
          if (id === null) return;
          event.stopPropagation();
          onMarkerPointerDown(id, event);
        })
      }
    />
  );
}
