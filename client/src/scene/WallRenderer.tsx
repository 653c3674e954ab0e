import type { Wall } from '@kitchensync/schemas';
import type { ThreeEvent } from '@react-three/fiber';
import { wallMidPoint } from '../model/wallGeometry';
import { useSelection } from '../session/useSelection';
import { isClickNotDrag } from './isClickNotDrag';

export const WALL_OBJECT_KIND = 'wall';
/** A wall that collides with another (flagged `error`) shows in this warning colour. */
export const WALL_ERROR_COLOR = '#e65100';
/** The spec's palette: the selected item is green. */
export const SELECTED_COLOR = '#43a047';

/**
 * One solid wall: a box along its centre line, standing on the floor. When `selectable`, a click
 * selects it (session state only; the document's `selected` field is left alone).
 */
export function WallRenderer({ wall, selectable = false }: { wall: Wall; selectable?: boolean }) {
  const selected = useSelection((state) => state.selectedIds.includes(wall.id));
  const select = useSelection((state) => state.select);
  const mid = wallMidPoint(wall);
  if (!wall.visible) return null;
  const onClick = (event: ThreeEvent<MouseEvent>) => {
    event.stopPropagation();
    // The release of an orbit drag over the wall is no click on it.
    if (isClickNotDrag(event)) select([wall.id]);
  };
  return (
    <mesh
      position={[mid.x, wall.dimensions.y / 2, mid.z]}
      rotation={[0, wall.angle, 0]}
      userData={{ kind: WALL_OBJECT_KIND, id: wall.id }}
      onClick={selectable ? onClick : undefined}
      castShadow
      receiveShadow
    >
      <boxGeometry args={[wall.dimensions.x, wall.dimensions.y, wall.dimensions.z]} />
      <meshStandardMaterial color={wall.error ? WALL_ERROR_COLOR : selected ? SELECTED_COLOR : wall.color} />
    </mesh>
  );
}
