import type { Wall } from '@kitchensync/schemas';
import { wallMidPoint } from '../model/wallGeometry';

export const WALL_OBJECT_KIND = 'wall';

/** One solid wall: a box along its centre line, standing on the floor. */
export function WallRenderer({ wall }: { wall: Wall }) {
  const mid = wallMidPoint(wall);
  if (!wall.visible) return null;
  return (
    <mesh
      position={[mid.x, wall.dimensions.y / 2, mid.z]}
      rotation={[0, wall.angle, 0]}
      userData={{ kind: WALL_OBJECT_KIND, id: wall.id }}
      castShadow
      receiveShadow
    >
      <boxGeometry args={[wall.dimensions.x, wall.dimensions.y, wall.dimensions.z]} />
      <meshStandardMaterial color={wall.error ? '#d32f2f' : wall.color} />
    </mesh>
  );
}
