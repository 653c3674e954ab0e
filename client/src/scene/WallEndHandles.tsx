import type { Wall } from '@kitchensync/schemas';
import { useThree, type ThreeEvent } from '@react-three/fiber';
import { useRef } from 'react';
import { Plane, Vector3, type Mesh, type MeshBasicMaterial } from 'three';
import type { FloorPoint } from '../model/wallGeometry';
import { otherEnd, WALL_ENDS, wallEnds, type WallEnd } from '../model/walls/wallEnds';
import { WALL_ERROR_COLOR } from './WallRenderer';

export const WALL_END_HANDLE_KIND = 'wallEndHandle';
const HANDLE_RADIUS = 0.12;
const PREVIEW_WIDTH = 0.06;
const PREVIEW_COLOR = '#1976d2';
const FLOOR = new Plane(new Vector3(0, 1, 0), 0);

export interface WallEndHandlesProps {
  wall: Wall;
  /** Where the end would go for this pointer position, and whether the move would be accepted. */
  onPreview(end: WallEnd, target: FloorPoint): { ok: boolean; point: FloorPoint };
  onMove(end: WallEnd, target: FloorPoint): void;
}

/**
 * Drag handles on both ends of the selected wall in the top view. While dragging, a line shows
 * where the wall would run, in the warning colour when the move would be rejected; releasing
 * commits the move. The drag lives in refs, never in React state.
 */
export function WallEndHandles({ wall, onPreview, onMove }: WallEndHandlesProps) {
  const invalidate = useThree((state) => state.invalidate);
  const dragging = useRef<WallEnd | null>(null);
  const preview = useRef<Mesh>(null);
  const ends = wallEnds(wall);
  const top = wall.dimensions.y + 0.02;

  const floorPoint = (event: ThreeEvent<PointerEvent>): FloorPoint | null => {
    const hit = event.ray.intersectPlane(FLOOR, new Vector3());
    return hit === null ? null : { x: hit.x, z: hit.z };
  };

  const showPreview = (end: WallEnd, target: FloorPoint) => {
    const mesh = preview.current;
    if (mesh === null) return;
    const anchor = ends[otherEnd(end)];
    const { ok, point } = onPreview(end, target);
    const dx = point.x - anchor.x;
    const dz = point.z - anchor.z;
    mesh.visible = true;
    mesh.position.set((anchor.x + point.x) / 2, top, (anchor.z + point.z) / 2);
    mesh.rotation.set(0, Math.atan2(-dz, dx), 0);
    mesh.scale.set(Math.max(Math.hypot(dx, dz), 0.001), 1, 1);
    (mesh.material as MeshBasicMaterial).color.set(ok ? PREVIEW_COLOR : WALL_ERROR_COLOR);
    invalidate();
  };

  const stop = (event: ThreeEvent<PointerEvent>) => {
    const end = dragging.current;
    if (end === null) return;
    event.stopPropagation();
    dragging.current = null;
    (event.target as Element).releasePointerCapture(event.pointerId);
    if (preview.current) preview.current.visible = false;
    const target = floorPoint(event);
    if (target !== null) onMove(end, target);
    invalidate();
  };

  return (
    <>
      {WALL_ENDS.map((end) => (
        <mesh
          key={end}
          position={[ends[end].x, top, ends[end].z]}
          userData={{ kind: WALL_END_HANDLE_KIND, id: wall.id, end }}
          onPointerDown={(event) => {
            event.stopPropagation();
            (event.target as Element).setPointerCapture(event.pointerId);
            dragging.current = end;
          }}
          onPointerMove={(event) => {
            if (dragging.current !== end) return;
            event.stopPropagation();
            const target = floorPoint(event);
            if (target !== null) showPreview(end, target);
          }}
          onPointerUp={stop}
          onClick={(event) => event.stopPropagation()}
        >
          <cylinderGeometry args={[HANDLE_RADIUS, HANDLE_RADIUS, 0.01, 24]} />
          <meshBasicMaterial color={PREVIEW_COLOR} />
        </mesh>
      ))}
      <mesh ref={preview} visible={false}>
        <boxGeometry args={[1, 0.01, PREVIEW_WIDTH]} />
        <meshBasicMaterial color={PREVIEW_COLOR} />
      </mesh>
    </>
  );
}
