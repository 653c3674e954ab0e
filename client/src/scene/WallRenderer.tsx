import type { Wall } from '@kitchensync/schemas';
import type { ThreeEvent } from '@react-three/fiber';
import { useMemo } from 'react';
import { wallFaceOf, type OpeningBox } from '../model/openings/openingBox';
import { wallSolidPieces } from '../model/openings/wallSolidPieces';
import { useSelection } from '../session/useSelection';
import { isClickNotDrag } from './isClickNotDrag';

export const WALL_OBJECT_KIND = 'wall';
/** A wall that collides with another (flagged `error`) shows in this warning colour. */
export const WALL_ERROR_COLOR = '#e65100';
/** The spec's palette: the selected item is green. */
export const SELECTED_COLOR = '#43a047';
/** Walls cut by the plan are filled dark, as drawings fill cut walls, so the room reads at a glance. */
export const PLAN_WALL_COLOR = '#2f3a40';
/** Where the plan's cut passes through a window (above its sill), the wall shows light for the glazing lines. */
const PLAN_SILL_COLOR = '#ffffff';

const NO_OPENINGS: readonly OpeningBox[] = [];

/**
 * One solid wall standing on the floor, with a hole through its thickness for each of its doors,
 * windows and openings: the solid parts around them (`wallSolidPieces`) as boxes in the wall's own
 * frame. When `selectable`, a click selects it (session state only; the document's `selected`
 * field is left alone).
 */
export function WallRenderer({
  wall,
  openings = NO_OPENINGS,
  selectable = false,
  cutHeight = null,
}: {
  wall: Wall;
  /** The wall's openings, in its frame. */
  openings?: readonly OpeningBox[];
  selectable?: boolean;
  /** The top view's plan cut: the wall is drawn only up to it, so a doorway shows as a gap. */
  cutHeight?: number | null;
}) {
  const selected = useSelection((state) => state.selectedIds.includes(wall.id));
  const select = useSelection((state) => state.select);
  const { pieces, height } = useMemo(() => {
    const face = wallFaceOf(wall);
    const height = cutHeight === null ? face.height : Math.min(face.height, cutHeight);
    return { pieces: wallSolidPieces({ ...face, height }, openings), height };
  }, [wall, openings, cutHeight]);
  if (!wall.visible) return null;
  const onClick = (event: ThreeEvent<MouseEvent>) => {
    event.stopPropagation();
    // The release of an orbit drag over the wall is no click on it.
    if (isClickNotDrag(event)) select([wall.id]);
  };
  const plan = cutHeight !== null;
  const color = wall.error
    ? WALL_ERROR_COLOR
    : selected
      ? SELECTED_COLOR
      : plan
        ? PLAN_WALL_COLOR
        : wall.color;
  return (
    <group
      position={[wall.position.x, 0, wall.position.z]}
      rotation={[0, wall.angle, 0]}
      userData={{ kind: WALL_OBJECT_KIND, id: wall.id }}
      onClick={selectable ? onClick : undefined}
    >
      {pieces.map((piece) => (
        <mesh
          key={`${piece.left}:${piece.bottom}`}
          position={[(piece.left + piece.right) / 2, (piece.bottom + piece.top) / 2, 0]}
          userData={{ kind: 'wall-piece', id: wall.id }}
          castShadow
          receiveShadow
        >
          <boxGeometry args={[piece.right - piece.left, piece.top - piece.bottom, wall.dimensions.z]} />
          {/* Unlit in the plan: a flat fill, the same from every wall's top. */}
          {plan ? (
            <meshBasicMaterial
              color={piece.top < height - 1e-6 && color === PLAN_WALL_COLOR ? PLAN_SILL_COLOR : color}
            />
          ) : (
            <meshStandardMaterial color={color} />
          )}
        </mesh>
      ))}
    </group>
  );
}
