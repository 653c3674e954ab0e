import { CEILING_DEFAULT_COLOR, type Wall } from '@kitchensync/schemas';
import { DoubleSide } from 'three';
import { wallEnds } from '../model/walls/wallEnds';

/**
 * The ceiling of the showCeiling setting, drawn in 3D: a flat lid over the walls' footprint at the
 * height of the tallest wall. Seen from both sides, so from above it hides the room as a real
 * ceiling would; the clipping distance cuts it away near the camera.
 */
export function CeilingRenderer({
  walls,
  color = CEILING_DEFAULT_COLOR,
}: {
  walls: readonly Wall[];
  color?: string;
}) {
  const visible = walls.filter((wall) => wall.visible);
  if (visible.length === 0) return null;
  const points = visible.flatMap((wall) => {
    const { start, end } = wallEnds(wall);
    return [start, end];
  });
  const minX = Math.min(...points.map((point) => point.x));
  const maxX = Math.max(...points.map((point) => point.x));
  const minZ = Math.min(...points.map((point) => point.z));
  const maxZ = Math.max(...points.map((point) => point.z));
  const height = Math.max(...visible.map((wall) => wall.dimensions.y));
  const width = maxX - minX;
  const depth = maxZ - minZ;
  // A single straight wall spans no area: nothing to put a lid on.
  if (width < 1e-6 || depth < 1e-6) return null;
  return (
    <mesh
      position={[(minX + maxX) / 2, height, (minZ + maxZ) / 2]}
      rotation={[Math.PI / 2, 0, 0]}
      userData={{ kind: 'ceiling' }}
      raycast={() => null}
    >
      <planeGeometry args={[width, depth]} />
      <meshStandardMaterial color={color} side={DoubleSide} />
    </mesh>
  );
}
