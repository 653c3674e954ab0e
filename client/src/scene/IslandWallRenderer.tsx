import type { IslandWall } from '@kitchensync/schemas';
import type { ThreeEvent } from '@react-three/fiber';
import { useSelection } from '../session/useSelection';
import { isClickNotDrag } from './isClickNotDrag';
import { SELECTED_COLOR } from './WallRenderer';

export const ISLAND_WALL_OBJECT_KIND = 'islandWall';
/** Island walls have no thickness of their own; this is how thick they are drawn, wide enough to click. */
const DRAWN_THICKNESS = 0.1;

/**
 * An island wall: invisible in the finished kitchen (cabinets stand against it), so the editor draws
 * it as a faint box of its height. A click selects it when `selectable`.
 */
export function IslandWallRenderer({
  islandWall,
  selectable = false,
}: {
  islandWall: IslandWall;
  selectable?: boolean;
}) {
  const selected = useSelection((state) => state.selectedIds.includes(islandWall.id));
  const select = useSelection((state) => state.select);
  if (!islandWall.visible) return null;
  const onClick = (event: ThreeEvent<MouseEvent>) => {
    event.stopPropagation();
    // The release of an orbit drag over the wall is no click on it.
    if (isClickNotDrag(event)) select([islandWall.id]);
  };
  return (
    <mesh
      position={[islandWall.position.x, islandWall.height / 2, islandWall.position.z]}
      rotation={[0, islandWall.angle, 0]}
      userData={{ kind: ISLAND_WALL_OBJECT_KIND, id: islandWall.id }}
      onClick={selectable ? onClick : undefined}
    >
      <boxGeometry args={[islandWall.width, islandWall.height, DRAWN_THICKNESS]} />
      <meshStandardMaterial
        color={selected ? SELECTED_COLOR : '#90a4ae'}
        transparent
        opacity={selected ? 0.8 : 0.45}
        depthWrite={false}
      />
    </mesh>
  );
}
